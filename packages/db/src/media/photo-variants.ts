import sharp from 'sharp';

export interface PhotoVariants {
  full: Buffer;
  thumb: Buffer;
  blurred: Buffer;
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
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer(),
    base
      .clone()
      .resize(320, 400, { fit: 'cover', position: 'attention' })
      .jpeg({ quality: 78, mozjpeg: true })
      .toBuffer(),
    base.clone().resize(320, 400, { fit: 'cover' }).blur(24).jpeg({ quality: 60 }).toBuffer(),
  ]);
  return { full, thumb, blurred };
}
