import { vi } from 'vitest';
import { AppError, errorBody, type ErrorCode, type ErrorParams } from '@rishta/domain';

export interface FakeAnswer {
  status?: number;
  body: unknown;
}

/** An answer that depends on the request, e.g. a list page built from the query. */
export type AnswerFn = (url: URL, init?: RequestInit) => FakeAnswer | unknown;

/**
 * The one network boundary of the web tests: replaces `fetch` with a fake API. A key is a path
 * (any method) or `METHOD path` (that method only, and preferred); a URL ending in it, with or
 * without its query, gets that answer: a bare body is a 200, a `{status, body}` as given, and a
 * function is called with the URL. Anything else is the API's 404. Returns the mock to inspect
 * calls. `src/test-setup.ts` puts the real `fetch` back after each test.
 */
export function fakeApi(answers: Record<string, FakeAnswer | AnswerFn | unknown>) {
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const url = new URL(input, 'http://localhost');
    const matches = (path: string) => input.endsWith(path) || url.pathname.endsWith(path);
    // A key naming the method wins over a bare path for the same URL.
    const keys = Object.keys(answers);
    const key =
      keys.find((k) => k.startsWith(`${method} `) && matches(k.slice(method.length + 1))) ??
      keys.find((k) => !k.includes(' ') && matches(k));
    if (!key) return respond(apiError(404, 'apiNotFound'));
    const given = answers[key];
    const answer = typeof given === 'function' ? (given as AnswerFn)(url, init) : given;
    return respond(
      answer && typeof answer === 'object' && 'body' in answer ? (answer as FakeAnswer) : { body: answer },
    );
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** An error answer exactly as the API writes it (packages/domain AppError). */
export function apiError(status: number, code: ErrorCode, params?: ErrorParams): FakeAnswer {
  return { status, body: errorBody(AppError.detail(status, code, params)) };
}

/** A 400 with field errors, as the API writes it. */
export function apiFieldErrors(fields: Record<string, ErrorCode>): FakeAnswer {
  const issues = Object.fromEntries(Object.entries(fields).map(([field, code]) => [field, [{ code }]]));
  return { status: 400, body: errorBody(AppError.fields(issues)) };
}

/** The calls made with `method`, as [url, parsed JSON body]. */
export function callsOf(fetch: ReturnType<typeof fakeApi>, method: string) {
  return fetch.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === method)
    .map(
      ([url, init]) => [url, init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined] as const,
    );
}

function respond({ status = 200, body }: FakeAnswer) {
  return new Response(JSON.stringify(body), { status });
}
