// What a user sees of moderation (issue 13): the notices (warnings) staff sent them and the
// progress of the reports they made. The owner's page and the drawer share these, so both agree.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyNoticesResponse, MyReportsResponse, Notice } from '@rishta/domain';
import { api } from '@/lib/api';
import { useSession } from '@/lib/session';

export const myNoticesQuery = (profileId: number | null) =>
  queryOptions({
    queryKey: ['my-notices', profileId] as const,
    queryFn: () => api<MyNoticesResponse>('/profiles/me/notices/'),
    enabled: profileId !== null,
    // A warning can arrive at any moment: ask again after a minute, and when the user comes back.
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  });

export const myReportsQuery = (profileId: number | null) =>
  queryOptions({
    queryKey: ['my-reports', profileId] as const,
    queryFn: () => api<MyReportsResponse>('/profiles/me/reports/'),
    enabled: profileId !== null,
    staleTime: 60_000,
  });

/** The logged-in user's notices; `data` is undefined for visitors and while loading. */
export function useMyNotices() {
  const current = useSession();
  return useQuery(myNoticesQuery(current?.profileId ?? null));
}

/** The reports the logged-in user made, newest first. */
export function useMyReports() {
  const current = useSession();
  return useQuery(myReportsQuery(current?.profileId ?? null));
}

/** The cached list with one notice replaced by the server's answer, and the unread count to match. */
function withNotice(list: MyNoticesResponse, notice: Notice): MyNoticesResponse {
  const results = list.results.map((n) => (n.id === notice.id ? notice : n));
  const wasUnread = list.results.some((n) => n.id === notice.id && !n.read);
  const unreadCount = wasUnread && notice.read ? list.unread_count - 1 : list.unread_count;
  return { ...list, results, unread_count: Math.max(0, unreadCount) };
}

/** POST /profiles/me/notices/{id}/read/: the answer goes straight into the cached list. */
export function useMarkNoticeRead() {
  const queryClient = useQueryClient();
  const { queryKey } = myNoticesQuery(useSession()?.profileId ?? null);
  return useMutation({
    mutationFn: (id: number) => api<Notice>(`/profiles/me/notices/${id}/read/`, { method: 'POST' }),
    onSuccess: (notice) =>
      queryClient.setQueryData(queryKey, (list) => (list ? withNotice(list, notice) : list)),
  });
}
