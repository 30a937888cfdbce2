import sharp from 'sharp';
import type { ErrorCode } from '@rishta/domain';
import { AppError, fieldError } from '../../../lib/http-error';
import { detectImageFormat, PHOTO_FORMATS, PHOTO_UNSUPPORTED } from '../../profiles/uploaded-image';

/** 415 naming the file field, so a form with two files says which one is wrong. */
const wrongType = (field: string, code: ErrorCode) => AppError.fields({ [field]: [{ code }] }, 415);

// Every PDF starts with this header; the declared type and the file name are never trusted.
const PDF_MAGIC = Buffer.from('%PDF-');

/** The bytes of an uploaded PDF, or 400 when none was sent and 415 when they are not a PDF. */
export function checkedPdf(field: string, data: Buffer | undefined): Buffer {
  if (!data || data.length === 0) throw fieldError(field, 'fileRequired');
  if (!data.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) throw wrongType(field, 'pdfFilesOnly');
  return data;
}

/** How large a re-encoded content image may be: twice what the page shows, for sharp screens. */
export const BOOK_COVER_BOX = { width: 800, height: 1120 } as const;
export const NEWS_IMAGE_BOX = { width: 1200, height: 1200 } as const;

/**
 * An uploaded image re-encoded as a metadata-free JPEG no larger than `box` (like every other
 * image we store: DESIGN.md §5.4), or 400 when none was sent and 415 when the bytes are not an
 * image we take. A declared size in the gigapixels is 413 before any decoding.
 */
export async function reencodedImage(
  field: string,
  data: Buffer | undefined,
  box: { width: number; height: number },
): Promise<Buffer> {
  if (!data || data.length === 0) throw fieldError(field, 'fileRequired');
  try {
    await detectImageFormat(data, PHOTO_FORMATS, PHOTO_UNSUPPORTED);
  } catch (error) {
    if (error instanceof AppError && error.status === 415) throw wrongType(field, PHOTO_UNSUPPORTED);
    throw error;
  }
  try {
    return await sharp(data, { failOn: 'error' })
      .rotate()
      .resize({ ...box, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch {
    // The header looked right but the image does not decode (cut short or corrupt).
    throw wrongType(field, PHOTO_UNSUPPORTED);
  }
}
