import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { staffApi } from '../api/staff-api';
import { ADMIN_KEY } from '../api/staff-queries';
import { LIVE } from '../api/live';
import type { AnyQueue, DecisionTarget, ListAnswer } from './define-queue';

/** A list's cache key, from its path: '/profiles/pending/' is ['admin', 'profiles', 'pending']. */
export const listKey = (path: string, status?: string) => [
  ADMIN_KEY,
  ...path.split('/').filter(Boolean),
  ...(status === undefined ? [] : [status]),
];

/**
 * GET a list of the staff API (`path`, with `params` as its query), refreshed as the console's
 * lists are (LIVE). The key comes from the path, so two screens asking for the same list share
 * one answer without knowing of each other.
 */
export const listQuery = <Answer>(path: string, status?: string, params: Record<string, string> = {}) => {
  const query = new URLSearchParams(params).toString();
  return queryOptions({
    queryKey: listKey(path, status),
    queryFn: () => staffApi<Answer>(query ? `${path}?${query}` : path),
    ...LIVE,
  });
};

/** The list of a queue, of one status when it has several. */
export function queueQuery<Answer>(queue: AnyQueue, status?: string) {
  const params = status === undefined ? {} : (queue.query?.(status) ?? { status });
  return listQuery<Answer>(queue.list, status, params);
}

/** The status a queue is worked in (its first), if it has any. */
export const workedStatus = (queue: AnyQueue) => queue.statuses?.[0];

/** The worked list without a decided item, at once: the next one is on top. */
export function removeFromQueue<Item>(queryClient: QueryClient, queue: AnyQueue, item: Item) {
  const { queryKey } = queueQuery<ListAnswer<Item>>(queue, workedStatus(queue));
  queryClient.setQueryData<ListAnswer<Item>>(queryKey, (answer) => {
    if (!answer) return answer;
    if (queue.without) return queue.without(answer, item);
    const id = queue.id(item);
    const less = queue.waiting
      ? { [queue.waiting]: Math.max(0, (answer as unknown as Record<string, number>)[queue.waiting]! - 1) }
      : {};
    return { ...answer, ...less, results: answer.results.filter((other) => queue.id(other) !== id) };
  });
}

/**
 * After a decision, right or refused: the resource's lists are fetched again (a refusal often
 * means the list was out of date), and when the decision shows elsewhere too, every other console
 * answer counts as stale (fetched again when next shown).
 */
export function refreshAfterDecision<Item>(
  queryClient: QueryClient,
  target: DecisionTarget<Item> & { list?: string },
) {
  if (target.touchesOthers)
    void queryClient.invalidateQueries({ queryKey: [ADMIN_KEY], refetchType: 'none' });
  if (target.list) void queryClient.invalidateQueries({ queryKey: listKey(target.list) });
}
