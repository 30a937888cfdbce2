import sharp from 'sharp';
import type { ErrorCode } from '@rishta/domain';
import { tooLarge, unsupportedType } from '../../lib/http-error';

/** What sharp says the bytes are; the declared mime type and file name are never trusted. */
export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'heif';

// A few kilobytes can declare gigapixels; refuse them before decoding (a decompression bomb).
const MAX_PIXELS = 50_000_000;

/**
 * The real format of an uploaded image, or 415 with `unsupported` when the bytes are not
 * one of `allowed`. SVG (scriptable) and TIFF/RAW are never in any allowed list.
 */
export async function detectImageFormat(
  data: Buffer,
  allowed: readonly ImageFormat[],
  unsupported: ErrorCode,
): Promise<ImageFormat> {
  let format: string | undefined;
  let pixels = 0;
  try {
    const meta = await sharp(data).metadata();
    format = meta.format;
    pixels = (meta.width ?? 0) * (meta.height ?? 0);
  } catch {
    format = undefined;
  }
  if (!format || !(allowed as readonly string[]).includes(format)) {
    throw unsupportedType(unsupported);
  }
  if (pixels > MAX_PIXELS) throw tooLarge();
  return format as ImageFormat;
}

/** Photos may be any common image (SPEC.md §5 "any image"). */
export const PHOTO_FORMATS: readonly ImageFormat[] = ['jpeg', 'png', 'webp', 'gif', 'heif'];
export const PHOTO_UNSUPPORTED: ErrorCode = 'imageFilesOnly';
