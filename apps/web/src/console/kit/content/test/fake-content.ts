import type { AnswerFn } from '@/test/fake-api';
import type { ContentCollection } from '../content-api';

/** What a request sent: its JSON, or a multipart form's text fields and files. */
export function sentBody(init: RequestInit | undefined): Record<string, unknown> {
  const body = init?.body;
  if (body instanceof FormData) return Object.fromEntries(body.entries());
  return typeof body === 'string' ? (JSON.parse(body) as Record<string, unknown>) : {};
}

/**
 * The `translations` a request sent, as the API stores them: a JSON body's object, or a multipart
 * form's field of JSON; none sent reads as none.
 */
export function sentTranslations(sent: Record<string, unknown>): Record<string, Record<string, string>> {
  const { translations } = sent;
  if (typeof translations === 'string')
    return JSON.parse(translations) as Record<string, Record<string, string>>;
  return (translations ?? {}) as Record<string, Record<string, string>>;
}

// The ids a test may act on: fake-api matches a path's end, so each id gets its own key.
const IDS = Array.from({ length: 20 }, (_, i) => i + 1);

/**
 * One collection of /api/admin/content/ kept by the fake API the way the server keeps it: GET
 * lists what is there, POST adds (201), PUT replaces, DELETE removes (204). `make` builds the
 * API's answer from what was sent.
 */
export function fakeCollection<T extends { id: number }>(
  collection: ContentCollection,
  initial: T[],
  make: (sent: Record<string, unknown>, id: number, old?: T) => T,
): Record<string, AnswerFn> {
  let items = [...initial];
  let nextId = Math.max(0, ...items.map((item) => item.id)) + 1;
  const base = `/content/${collection}`;
  const answers: Record<string, AnswerFn> = {
    [`GET ${base}`]: () => ({ count: items.length, results: items }),
    [`POST ${base}`]: (_url, init) => {
      const item = make(sentBody(init), nextId++);
      items = [...items, item];
      return { status: 201, body: item };
    },
  };
  for (const id of IDS) {
    answers[`PUT ${base}/${id}`] = (_url, init) => {
      const item = make(
        sentBody(init),
        id,
        items.find((x) => x.id === id),
      );
      items = items.map((x) => (x.id === id ? item : x));
      return item;
    };
    answers[`DELETE ${base}/${id}`] = () => {
      items = items.filter((x) => x.id !== id);
      return null;
    };
  }
  return answers;
}
