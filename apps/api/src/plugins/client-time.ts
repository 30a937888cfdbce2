import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/http-error';

/** The header the web app sends on every call (apps/web/src/lib/api.ts). */
export const CLIENT_TIME_HEADER = 'x-client-time';
/** Generous: phone clocks drift, and a request may wait in a slow network. */
export const CLIENT_TIME_SKEW_MS = 10 * 60 * 1000;

/**
 * The time-derived value of SPEC.md §7: the client's clock in milliseconds, base64-encoded twice
 * and reversed. Undefined when it is not that shape.
 */
export function decodeClientTime(value: string): number | undefined {
  const reversed = [...value.trim()].reverse().join('');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(reversed)) return undefined;
  const once = Buffer.from(reversed, 'base64').toString('latin1');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(once)) return undefined;
  const millis = Buffer.from(once, 'base64').toString('latin1');
  if (!/^\d{1,16}$/.test(millis)) return undefined;
  return Number(millis);
}

/** Encodes a time the way the web app does; for clients and tests. */
export function encodeClientTime(millis: number): string {
  const twice = Buffer.from(Buffer.from(String(millis)).toString('base64')).toString('base64');
  return [...twice].reverse().join('');
}

/**
 * Checks the freshness of the time-derived header (DESIGN.md §5.7). It is not a security control:
 * anyone can compute it. It turns away replays of old recorded requests and tells a user whose
 * device clock is far off why nothing works. Calls without it (other clients, scripts, the e2e
 * fixtures) are accepted; a malformed or stale value is a 400 naming the problem. The web app
 * corrects its clock from the answer's Date header and tries once more.
 */
export function checkClientTime(request: FastifyRequest, now: number): void {
  const header = request.headers[CLIENT_TIME_HEADER];
  if (header === undefined) return;
  const millis = typeof header === 'string' ? decodeClientTime(header) : undefined;
  if (millis === undefined) throw badRequest('requestTimeInvalid');
  if (Math.abs(now - millis) > CLIENT_TIME_SKEW_MS) throw badRequest('requestTimeStale');
}

/** Registered inside the /api scope, so the site's pages and assets are never refused. */
export const clientTimePlugin = fp(async (app: FastifyInstance) => {
  // Real time, not app.clock(): this judges the device's clock, which a development clock set for
  // e2e (DEV_CLOCK) does not move.
  app.addHook('onRequest', async (request) => checkClientTime(request, Date.now()));
});
