import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '@rishta/domain';
import { isDatabaseUnavailable } from '../lib/database-unavailable';
import { HttpError } from '../lib/http-error';

/**
 * One error format for the whole API (DESIGN.md §4): field errors as `{"<field>": ["message"]}`,
 * everything else as `{"detail": "…"}`, and never a stack trace to the client.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Error bodies are built here and safe as they are; a route's answer schema describes its
    // successes, and judging an error body by it would turn a clear 4xx into a 500.
    reply.serializer(JSON.stringify);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').split('/')[0] || 'non_field_errors';
        (fields[field] ??= []).push(issue.message ?? 'Invalid value.');
      }
      return reply.code(400).send(fields);
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(error.body);
    }
    if (error.statusCode === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.code(413).send({ detail: MESSAGES.fileTooLarge });
    }
    if (hasSqlState(error, ['22021', '22P05', '22003', '22P02', '22007', '22008'])) {
      // A value PostgreSQL cannot take (text with a NUL, a number out of range, a malformed date):
      // bad input that slipped past a schema, so 400 rather than 500.
      return reply.code(400).send({ detail: MESSAGES.invalidCharacters });
    }
    if (/unexpected end of (multipart data|form)|Multipart: Boundary not found/i.test(error.message)) {
      return reply.code(400).send({ detail: MESSAGES.malformedUpload });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send({ detail: MESSAGES.serviceUnavailable });
    }
    if (error.statusCode === 429) {
      return reply.code(429).send({ detail: error.message });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors (bad JSON, unsupported media type): safe to describe.
      return reply.code(error.statusCode).send({ detail: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ detail: MESSAGES.errorOccurred });
  });
});

/** True when the error, or one it wraps (the query builder wraps the driver's), has such a code. */
function hasSqlState(error: unknown, codes: string[]): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && codes.includes(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Errors the router raises before any route runs (Fastify's `frameworkErrors`), in our shape. */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.code(414).send({ detail: MESSAGES.addressTooLong });
  }
  if (error.code === 'FST_ERR_BAD_URL') return reply.code(400).send({ detail: MESSAGES.apiNotFound });
  return reply.code(500).send({ detail: MESSAGES.errorOccurred });
}
