import { queryOptions } from '@tanstack/react-query';
import type { StaffGroup, StaffGroupDetail } from '@rishta/domain';
import { staffApi } from '../../kit/api/staff-api';
import { ADMIN_KEY } from '../../kit/api/staff-queries';
import { LIVE } from '../../kit/api/live';

/** The list and each group's page share this key part: an action refreshes both. */
export const GROUPS_KEY = [ADMIN_KEY, 'groups'] as const;

/** GET /admin/groups/: every group, open ones first. */
export const staffGroupsQuery = () =>
  queryOptions({
    queryKey: [...GROUPS_KEY, 'list'],
    queryFn: () => staffApi<{ count: number; results: StaffGroup[] }>('/groups/'),
    ...LIVE,
  });

/** GET /admin/groups/:id/: the group, its members and restricted people, its latest messages. */
export const staffGroupQuery = (id: number) =>
  queryOptions({
    queryKey: [...GROUPS_KEY, 'group', id],
    queryFn: () => staffApi<StaffGroupDetail>(`/groups/${id}/`),
    ...LIVE,
  });
