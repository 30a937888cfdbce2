import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '../lib/staff-api';
import { ADMIN_KEY } from '../lib/staff-queries';

/** The collections under /api/admin/content/ (apps/api/src/routes/admin/content/). */
export type ContentCollection =
  | 'guideline-tags'
  | 'guidelines'
  | 'books'
  | 'news'
  | 'stories'
  | 'marquee'
  | 'blocked-keywords'
  | 'partner-found-offset';

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
