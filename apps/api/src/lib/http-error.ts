import type { FastifyReply } from 'fastify';
import { AppError, errorBody, type ErrorCode, type ErrorParams } from '@rishta/domain';

// Errors the services throw: always a code of the domain's message table (packages/domain
// errors/app-error.ts), never a hand-written text, so the web can translate every answer.
export { AppError };

export const notFound = (code: ErrorCode = 'apiNotFound') => AppError.detail(404, code);
export const badRequest = (code: ErrorCode, params?: ErrorParams) => AppError.detail(400, code, params);
export const forbidden = (code: ErrorCode = 'permissionDenied', params?: ErrorParams) =>
  AppError.detail(403, code, params);
export const conflict = (code: ErrorCode) => AppError.detail(409, code);
export const unsupportedType = (code: ErrorCode) => AppError.detail(415, code);
export const tooLarge = () => AppError.detail(413, 'fileTooLarge');
export const fieldError = (field: string, code: ErrorCode, params?: ErrorParams) =>
  AppError.field(field, code, params);

/** For hooks that answer before the error handler runs: the same body, sent directly. */
export function sendError(reply: FastifyReply, error: AppError) {
  return reply.serializer(JSON.stringify).code(error.status).send(errorBody(error));
}
