import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@rishta/domain';
import { fieldError } from '../../lib/http-error';

/**
 * The bytes of the multipart `file` field (SPEC.md §7 uploads), or 400 `{file: ['File is required']}`
 * when there is none. An empty file is returned as an empty buffer: for photos it means "remove".
 * Over the 5 MB limit, `toBuffer()` throws Fastify's 413, which the errors plugin words.
 */
export async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw fieldError('file', MESSAGES.fileRequired);
  const part = await request.file();
  if (!part || part.fieldname !== 'file') throw fieldError('file', MESSAGES.fileRequired);
  return part.toBuffer();
}
