import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { fieldError, AppError } from '../../lib/http-error';

/**
 * The bytes of the multipart `file` field (SPEC.md §7 uploads), or 400 `{file: ['File is required']}`
 * when there is none. An empty file is returned as an empty buffer: for photos it means "remove".
 * Over the 5 MB limit the answer is 413: `toBuffer()` can miss the limit when it is reached on the
 * last chunk and hand back the first 5 MB, so the truncation flag is checked as well.
 */
export async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw fieldError('file', 'fileRequired');
  const part = await request.file();
  if (!part || part.fieldname !== 'file') throw fieldError('file', 'fileRequired');
  return wholeFile(part);
}

/** The part's bytes, or 413 when the stream limit cut it short (never a silently shortened file). */
export async function wholeFile(part: MultipartFile): Promise<Buffer> {
  const data = await part.toBuffer();
  if (part.file.truncated) throw AppError.detail(413, 'fileTooLarge');
  return data;
}
