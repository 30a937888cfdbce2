import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorBody, issueOf, type ErrorIssue } from '@rishta/domain';
import { MediaUnavailableError } from '@rishta/db';
import { isDatabaseUnavailable } from '../lib/database-unavailable';
import { AppError, badRequest, sendError } from '../lib/http-error';

/**
 * One error format for the whole API (DESIGN.md §4): field errors as `{"<field>": ["message"]}`,
 * everything else as `{"detail": "…"}`, each with the `code` the web translates (AppError in
 * packages/domain), and never a stack trace to the client.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Error bodies are built here and safe as they are; a route's answer schema describes its
    // successes, and judging an error body by it would turn a clear 4xx into a 500.
    reply.serializer(JSON.stringify);
    const known = toAppError(error);
    if (known) return reply.code(known.status).send(errorBody(known));
    if (hasSqlState(error, [STATEMENT_CANCELLED])) {
      // A public read stopped by LIST_STATEMENT_TIMEOUT_MS, or cancelled because its client left
      // (lib/cancel-on-disconnect.ts): nothing is wrong with the query, it was too costly.
      request.log.warn({ err: error }, 'read statement cancelled');
      return sendError(reply.header('retry-after', RETRY_AFTER), AppError.detail(503, 'searchTimedOut'));
    }
    if (hasSqlState(error, [READ_QUEUE_FULL])) {
      request.log.warn('read pool queue full: request shed');
      return sendError(reply.header('retry-after', RETRY_AFTER), AppError.detail(503, 'serviceBusy'));
    }
    if (error instanceof MediaUnavailableError) {
      // The media store (S3) is down or failing: nothing was saved (uploads write their files
      // before their rows), so the client tries again later.
      request.log.warn({ err: error }, 'media store unavailable');
      return sendError(reply.header('retry-after', RETRY_AFTER), AppError.detail(503, 'mediaUnavailable'));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return sendError(reply.header('retry-after', RETRY_AFTER), AppError.detail(503, 'serviceUnavailable'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, AppError.detail(500, 'errorOccurred'));
  });
});

/** SQLSTATE query_canceled: a statement timeout or a pg_cancel_backend. */
const STATEMENT_CANCELLED = '57014';
/** The read pool refused to queue one more request (ReadQueueFullError in packages/db). */
const READ_QUEUE_FULL = 'RISHTA_READ_QUEUE_FULL';
/** Seconds a client is asked to wait after a 503 for load: the same as for an outage. */
export const RETRY_AFTER = '5';

/** Every client error we can name, as one AppError with its code; undefined for a server fault. */
function toAppError(error: FastifyError): AppError | undefined {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, ErrorIssue[]> = {};
    for (const item of error.validation) {
      const field = item.instancePath.replace(/^\//, '').split('/')[0] || 'non_field_errors';
      const issue = { ...item.params, code: item.keyword, message: item.message } as Parameters<
        typeof issueOf
      >[0];
      (fields[field] ??= []).push(issueOf(issue));
    }
    return AppError.fields(fields);
  }
  if (error.statusCode === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE')
    return AppError.detail(413, 'fileTooLarge');
  if (hasSqlState(error, ['22021', '22P05', '22003', '22P02', '22007', '22008'])) {
    // A value PostgreSQL cannot take (text with a NUL, a number out of range, a malformed date):
    // bad input that slipped past a schema, so 400 rather than 500.
    return badRequest('invalidCharacters');
  }
  if (/unexpected end of (multipart data|form)|Multipart: Boundary not found/i.test(error.message)) {
    return badRequest('malformedUpload');
  }
  if (error.statusCode === 415) return AppError.detail(415, 'unsupportedMediaType');
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    // Fastify's own client errors (bad JSON, an empty body with a JSON type): nothing to name.
    return AppError.detail(error.statusCode, 'unreadableRequest');
  }
  return undefined;
}

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
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return sendError(reply, AppError.detail(414, 'addressTooLong'));
  if (error.code === 'FST_ERR_BAD_URL') return sendError(reply, badRequest('apiNotFound'));
  return sendError(reply, AppError.detail(500, 'errorOccurred'));
}
