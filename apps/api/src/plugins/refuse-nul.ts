import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest, fieldError, sendError } from '../lib/http-error';

/**
 * PostgreSQL cannot store the NUL character in text, so a NUL that reaches a query fails it (500).
 * No real name, city or message contains one: refuse it up front with a 400 that names the field.
 */
export const refuseNulPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    if (/%00/.test(request.url) || request.url.includes('\u0000')) {
      return sendError(reply, badRequest('invalidCharacters'));
    }
  });
  app.addHook('preValidation', async (request, reply) => {
    const field = fieldWithNul(request.body);
    // Our own error shape, not the route's answer schema (which describes its successes).
    if (field !== undefined) {
      return sendError(reply, fieldError(field, 'invalidCharacters'));
    }
  });
});

/** The top-level field whose value (at any depth) holds a NUL, if any. */
function fieldWithNul(body: unknown): string | undefined {
  if (typeof body === 'string') return body.includes('\u0000') ? 'non_field_errors' : undefined;
  if (!body || typeof body !== 'object') return undefined;
  for (const [key, value] of Object.entries(body)) {
    if (containsNul(value, 0)) return key.includes('\u0000') ? 'non_field_errors' : key;
    if (key.includes('\u0000')) return 'non_field_errors';
  }
  return undefined;
}

function containsNul(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (!value || typeof value !== 'object' || depth > 32) return false;
  return Object.entries(value).some(
    ([key, inner]) => key.includes('\u0000') || containsNul(inner, depth + 1),
  );
}
