import type { ReactElement } from 'react';
import { Notifications } from '@mantine/notifications';
import { vi } from 'vitest';
import proposalsEn from '@/i18n/locales/en/proposals.json';
import { renderWithProviders } from '@/test/render-with-providers';

export interface FakeAnswer {
  status?: number;
  body: unknown;
}

/**
 * The network boundary for proposal screens: `METHOD path` (or just the path for GET) to an
 * answer. Unlisted calls get a 404. Returns the mock, whose calls carry method and JSON body.
 */
export function fakeApi(answers: Record<string, FakeAnswer | unknown>) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const key = Object.keys(answers).find((k) => {
      const [m, p] = k.includes(' ') ? k.split(' ') : ['GET', k];
      return m === method && url.endsWith(p ?? '');
    });
    if (!key) return new Response('{"detail":"Not found."}', { status: 404 });
    const answer = answers[key];
    const full =
      answer && typeof answer === 'object' && 'body' in answer ? (answer as FakeAnswer) : { body: answer };
    return new Response(JSON.stringify(full.body), { status: full.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The calls made with `method`, as [url, parsed JSON body]. */
export function callsOf(fetch: ReturnType<typeof fakeApi>, method: string) {
  return fetch.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === method)
    .map(
      ([url, init]) => [url, init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined] as const,
    );
}

/** Renders with the proposals translations and a real toast container, so toasts can be read. */
export function renderProposals(ui: ReactElement, route = '/') {
  return renderWithProviders(
    <>
      <Notifications />
      {ui}
    </>,
    { namespaces: { proposals: proposalsEn }, route },
  );
}
