// Issue 31: the server draws a page in the language the visitor's browser will choose, or the
// browser would draw the page again (apps/web/src/main.tsx).
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { pageLanguage, signedIn } from '../src/services/pages/page-language';

const request = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;

describe('the language a page is drawn in', () => {
  it('is the one chosen on the site, kept in the cookie, whatever the browser prefers', () => {
    expect(pageLanguage(request({ cookie: 'a=1; rishta.language=ur; b=2', 'accept-language': 'hi' }))).toBe(
      'ur',
    );
  });
  it("else the browser's first language that is one of ours", () => {
    expect(pageLanguage(request({ 'accept-language': 'fr-FR,fr;q=0.9,ta-IN;q=0.8,en;q=0.5' }))).toBe('ta');
  });
  it('else English, and a cookie that names no language of ours counts for nothing', () => {
    expect(pageLanguage(request({ cookie: 'rishta.language=xx', 'accept-language': 'de' }))).toBe('en');
    expect(pageLanguage(request({}))).toBe('en');
  });
});

describe('the signed-in hint', () => {
  it('is read from its cookie, so a logged-in device gets the app shell', () => {
    expect(signedIn(request({ cookie: 'rishta.language=hi; rishta.signed-in=1' }))).toBe(true);
    expect(signedIn(request({ cookie: 'rishta.language=hi' }))).toBe(false);
    expect(signedIn(request({}))).toBe(false);
  });
});
