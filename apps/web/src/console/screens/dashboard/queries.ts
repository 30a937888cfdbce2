import { queryOptions } from '@tanstack/react-query';
import type { Dashboard } from '@rishta/domain';
import { staffApi } from '../../kit/api/staff-api';
import { ADMIN_KEY } from '../../kit/api/staff-queries';
import { LIVE } from '../../kit/api/live';

/** GET /admin/dashboard/: queue sizes and ages, the last 30 days, active users; fresh every minute. */
export const dashboardQuery = () =>
  queryOptions({
    queryKey: [ADMIN_KEY, 'dashboard'],
    queryFn: () => staffApi<Dashboard>('/dashboard/'),
    ...LIVE,
  });
