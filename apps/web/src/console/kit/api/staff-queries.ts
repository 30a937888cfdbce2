import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffMe } from '@rishta/domain';
import { staffApi } from './staff-api';
import { staffSession } from './staff-session';

/**
 * Every console answer is cached under this first key part, so signing out drops them all and the
 * next staff member on this browser never sees the last one's lists.
 */
export const ADMIN_KEY = 'admin' as const;

/** GET /admin/me/: who the token belongs to, by the server (the role may have changed). */
export const staffMeQuery = () =>
  queryOptions({ queryKey: [ADMIN_KEY, 'me'], queryFn: () => staffApi<StaffMe>('/me/') });

export const useStaffMe = () => useQuery(staffMeQuery());

/**
 * POST /admin/logout/ ends the session on the server; this browser forgets it whatever the answer
 * (offline, or already expired), so Sign out always signs out here.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => staffApi<null>('/logout/', { method: 'POST' }).catch(() => null),
    onSettled: () => {
      staffSession.clear();
      queryClient.removeQueries({ queryKey: [ADMIN_KEY] });
    },
  });
}
