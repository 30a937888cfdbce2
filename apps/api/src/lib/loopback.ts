import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, sendError } from './http-error';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

/**
 * True only for a request made on this machine directly: the socket's own peer address (not
 * `request.ip`, which TRUST_PROXY takes from headers) is loopback and no proxy header is present.
 * A reverse proxy on the same machine connects from loopback too, but it adds X-Forwarded-For, so
 * whatever it forwards from the internet is refused.
 */
export function isDirectLoopback(request: FastifyRequest): boolean {
  const peer = request.raw.socket.remoteAddress ?? '';
  return LOOPBACK.has(peer) && PROXY_HEADERS.every((header) => request.headers[header] === undefined);
}

/** An onRequest hook for tools that must answer only on this machine (dev outbox, clock, metrics). */
export async function loopbackOnly(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!isDirectLoopback(request)) {
    await sendError(reply, AppError.detail(403, 'localOnly'));
  }
}
