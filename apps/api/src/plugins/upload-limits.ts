import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import { sendError, tooLarge } from '../lib/http-error';
import { UPLOAD_FRAMING_BYTES, UPLOAD_MAX_BYTES } from '@rishta/domain';

/**
 * Uploads are refused with 413 as early as possible: a declared Content-Length over the limit is
 * answered before a byte of the body is read, and a body that lies about its length (or has none)
 * is stopped by the stream limit of the one file part.
 */
export const uploadLimitsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.headers['content-type']?.startsWith('multipart/')) return;
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > UPLOAD_MAX_BYTES + UPLOAD_FRAMING_BYTES) {
      // The client may still be sending; close the connection instead of reading the rest.
      reply.header('connection', 'close');
      return sendError(reply, tooLarge());
    }
  });
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 12 },
    throwFileSizeLimit: true,
  });
});
