import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateStaffRequest, StaffActionResponse, StaffList, StaffMember } from '@rishta/domain';
import { staffApi } from '../../kit/api/staff-api';
import { LIVE } from '../../kit/api/live';
import type { DecisionTarget } from '../../kit/queue/define-queue';
import { listKey } from '../../kit/queue/queue-query';

export type { StaffMember };

/** GET /admin/staff/: the team, oldest account first. */
export const staffListQuery = () =>
  queryOptions({
    queryKey: listKey('/staff/'),
    queryFn: () => staffApi<StaffList>('/staff/'),
    staleTime: LIVE.staleTime,
    refetchOnWindowFocus: true,
  });

/** POST /admin/staff/ {username, password, role}: the new member joins the end of the list. */
export function useCreateStaff() {
  const queryClient = useQueryClient();
  const { queryKey } = staffListQuery();
  return useMutation({
    mutationFn: (request: CreateStaffRequest) =>
      staffApi<StaffActionResponse>('/staff/', { method: 'POST', json: request }),
    onSuccess: ({ message: _message, ...member }) => {
      queryClient.setQueryData(queryKey, (list) => (list ? { results: [...list.results, member] } : list));
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}

/**
 * What an admin does to a member, each after an "are you sure?": POST /admin/staff/:account_id/
 * disable/, …/enable/ or …/reset-authenticator/. The list is fetched again afterwards, and a
 * refusal (an admin cannot disable themselves) stays in the dialog.
 */
export const memberDecisions: DecisionTarget<StaffMember> & { list: string } = {
  name: 'team',
  list: '/staff/',
  decisions: Object.fromEntries(
    (['disable', 'enable', 'reset-authenticator'] as const).map((kind) => [
      kind,
      (member: StaffMember) => ({ path: `/staff/${member.account_id}/${kind}/` }),
    ]),
  ),
};

export type MemberAction = 'disable' | 'enable' | 'reset-authenticator';
