import sharp from 'sharp';

export interface PhotoVariants {
  full: Buffer;
  thumb: Buffer;
  blurred: Buffer;
}

/**
 * The keys of a photo's served variants under its base key ('photos/12/0-3fa9…'). WebP (issue
 * 31): a third smaller than the JPEGs it replaced at the same look, and every browser we serve
 * (Android's Chrome and WebView, Safari 14+) shows it. Photos stored as JPEG before are converted
 * by `npm run convert-photos` (convert-photos.ts).
 */
export function photoKeys(base: string): { fullKey: string; thumbKey: string; blurredKey: string } {
  return { fullKey: `${base}-full.webp`, thumbKey: `${base}-thumb.webp`, blurredKey: `${base}-blur.webp` };
}

/**
 * Re-encodes an image into the three variants we serve. sharp drops EXIF/GPS metadata unless asked
 * to keep it, and `rotate()` applies the EXIF orientation first so photos are not sideways.
 */
export async function makePhotoVariants(input: Buffer): Promise<PhotoVariants> {
  const base = sharp(input, { failOn: 'error' }).rotate();
  const [full, thumb, blurred] = await Promise.all([
    base
      .clone()
      .resize(900, 1200, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer(),
    base.clone().resize(320, 400, { fit: 'cover', position: 'attention' }).webp({ quality: 74 }).toBuffer(),
    base.clone().resize(320, 400, { fit: 'cover' }).blur(24).webp({ quality: 50 }).toBuffer(),
  ]);
  return { full, thumb, blurred };
}
