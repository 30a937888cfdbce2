import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '../api/staff-api';
import { ADMIN_KEY } from '../api/staff-queries';

/** The collections under /api/admin/content/ (apps/api/src/routes/staff/content/). */
export type ContentCollection =
  | 'guideline-tags'
  | 'guidelines'
  | 'books'
  | 'news'
  | 'stories'
  | 'marquee'
  | 'blocked-keywords'
  | 'chat-groups'
  | 'partner-found-offset';

/** What every content list answers. */
export interface ContentList<T> {
  count: number;
  results: T[];
}

/** Every content list is cached under this, so one change refreshes whatever list is on screen. */
const CONTENT_KEY = [ADMIN_KEY, 'content'] as const;

/** `/content/books`, or `/content/books/3` for one item; staffApi adds `/api/admin`. */
export const contentPath = (collection: ContentCollection, id?: number) =>
  id === undefined ? `/content/${collection}` : `/content/${collection}/${id}`;

/**
 * GET of one collection. Only admins edit content, rarely two at once, so a list stays fresh for
 * a minute: refetching sooner would only re-sign the books' and news images' links and reload them.
 */
export const contentQuery = <T>(collection: ContentCollection) =>
  queryOptions({
    queryKey: [...CONTENT_KEY, collection],
    queryFn: () => staffApi<T>(contentPath(collection)),
    staleTime: 60_000,
  });

type Method = 'POST' | 'PUT' | 'DELETE';

/**
 * A write: JSON, or a FormData as multipart (staffApi passes it on untouched, so the browser
 * writes the boundary into the content type). DELETE answers 204 with no body.
 */
export function sendContent<T>(method: Method, path: string, body?: unknown): Promise<T> {
  if (body instanceof FormData) return staffApi<T>(path, { method, body });
  return staffApi<T>(path, body === undefined ? { method } : { method, json: body });
}

/**
 * A multipart body: the text fields, then each file under its field name. A field that is not
 * text (the `translations`) goes as its JSON, which the API's schema reads back; one left out
 * (undefined) or empty (null, an optional text cleared) is not sent.
 */
export function multipart(fields: Record<string, unknown>, files: Record<string, File>): FormData {
  const form = new FormData();
  for (const [field, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    form.append(field, typeof value === 'string' ? value : JSON.stringify(value));
  }
  for (const [field, file] of Object.entries(files)) form.append(field, file, file.name);
  return form;
}

/**
 * One collection's calls: its list, and adding, replacing and deleting an item. `toBody` turns a
 * form's checked values into what the API takes (a FormData when files go with them); by default
 * they go as JSON.
 */
export function contentCollection<T extends { id: number }, B>(
  collection: ContentCollection,
  toBody: (body: B) => unknown = (body) => body,
) {
  return {
    list: () => contentQuery<ContentList<T>>(collection),
    add: (body: B) => sendContent<T>('POST', contentPath(collection), toBody(body)),
    update: (id: number, body: B) => sendContent<T>('PUT', contentPath(collection, id), toBody(body)),
    remove: (id: number) => sendContent<null>('DELETE', contentPath(collection, id)),
  };
}

/**
 * A content write that refreshes the lists on screen when it succeeds: a new video changes its
 * tag's count too, so all of them rather than only its own.
 */
export function useContentMutation<V, A>(send: (variables: V) => Promise<A>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTENT_KEY }),
  });
}
