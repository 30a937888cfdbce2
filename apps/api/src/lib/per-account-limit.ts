import type { FastifyRequest } from 'fastify';
import { clientAddressKey } from './client-address-key';

/**
 * A @fastify/rate-limit config counted per account: it runs after the auth hook (`preHandler`),
 * so an account has one count whatever address it comes from; a caller without a token (refused
 * by the route anyway) is counted by address.
 */
export function perAccountLimit(name: string, max: number, timeWindow: string) {
  return {
    max,
    timeWindow,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) =>
      request.viewer ? `${name}:${request.viewer.accountId}` : `${name}-ip:${clientAddressKey(request.ip)}`,
  };
}
