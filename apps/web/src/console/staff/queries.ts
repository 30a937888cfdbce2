import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateStaffRequest, StaffActionResponse, StaffList, StaffMember } from '@rishta/domain';
import { staffApi } from '../lib/staff-api';
import { ADMIN_KEY } from '../lib/staff-queries';
import { LIVE } from '../lib/live';

export type { StaffMember };

/** GET /admin/staff/: the team, oldest account first. */
export const staffListQuery = () =>
  queryOptions({
    queryKey: [ADMIN_KEY, 'staff'],
    queryFn: () => staffApi<StaffList>('/staff/'),
    staleTime: LIVE.staleTime,
    refetchOnWindowFocus: true,
  });

/** The answer of every staff action is the member as they are now: it replaces them in the list. */
function useReplaceMember() {
  const queryClient = useQueryClient();
  const { queryKey } = staffListQuery();
  return (answer: StaffActionResponse) => {
    const { message: _message, ...member } = answer;
    queryClient.setQueryData(queryKey, (list) => {
      if (!list) return list;
      const known = list.results.some((m) => m.account_id === member.account_id);
      return {
        results: known
          ? list.results.map((m) => (m.account_id === member.account_id ? member : m))
          : [...list.results, member],
      };
    });
    void queryClient.invalidateQueries({ queryKey });
  };
}

/** POST /admin/staff/ {username, password, role}: the new member joins the end of the list. */
export function useCreateStaff() {
  const replace = useReplaceMember();
  return useMutation({
    mutationFn: (request: CreateStaffRequest) =>
      staffApi<StaffActionResponse>('/staff/', { method: 'POST', json: request }),
    onSuccess: replace,
  });
}

export type StaffActionKind = 'disable' | 'enable' | 'reset-authenticator';

/** POST /admin/staff/:account_id/disable/, …/enable/ or …/reset-authenticator/. */
export function useStaffAction() {
  const replace = useReplaceMember();
  return useMutation({
    mutationFn: ({ member, kind }: { member: StaffMember; kind: StaffActionKind }) =>
      staffApi<StaffActionResponse>(`/staff/${member.account_id}/${kind}/`, { method: 'POST' }),
    onSuccess: replace,
  });
}
