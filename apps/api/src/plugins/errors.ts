import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '@rishta/domain';
import { HttpError } from '../lib/http-error';

/**
 * One error format for the whole API (DESIGN.md §4): field errors as `{"<field>": ["message"]}`,
 * everything else as `{"detail": "…"}`, and never a stack trace to the client.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
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
      return reply.code(413).send({ detail: 'The file is too large.' });
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
