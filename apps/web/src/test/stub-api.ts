import { vi } from 'vitest';

/**
 * Replaces `fetch` (the network boundary) with a fake API: a URL ending in one of the keys gets
 * that answer as JSON with status 200, any other URL a 404. Returns the mock to inspect the calls.
 * `src/test-setup.ts` puts the real `fetch` back after each test.
 */
export function stubApi(answers: Record<string, unknown>) {
  const fetch = vi.fn(async (url: string) => {
    const path = Object.keys(answers).find((p) => url.endsWith(p));
    return path
      ? new Response(JSON.stringify(answers[path]), { status: 200 })
      : new Response('{"detail":"Not found."}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
