import type { FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE, preferredLanguage, SIGNED_IN_COOKIE, type LanguageCode } from '@rishta/domain';

/**
 * The language to draw a page in, as the browser would choose it (packages/domain
 * preferredLanguage): the cookie the web app keeps in step with the chosen language, else the
 * browser's languages (Accept-Language), else English.
 */
export function pageLanguage(request: FastifyRequest): LanguageCode {
  const chosen = cookies(request)
    .find((cookie) => cookie.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1);
  const accepted = (request.headers['accept-language'] ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim() ?? '')
    .filter(Boolean);
  return preferredLanguage(chosen, accepted);
}

/** Whether the web app says a login is stored on the device (domain SIGNED_IN_COOKIE). */
export function signedIn(request: FastifyRequest): boolean {
  return cookies(request).some((cookie) => cookie.startsWith(`${SIGNED_IN_COOKIE}=1`));
}

function cookies(request: FastifyRequest): string[] {
  return request.headers.cookie?.split(/;\s*/) ?? [];
}
