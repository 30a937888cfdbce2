import { queryOptions } from '@tanstack/react-query';
import type { Dashboard } from '@rishta/domain';
import { staffApi } from '../lib/staff-api';
import { ADMIN_KEY } from '../lib/staff-queries';
import { LIVE } from '../lib/live';

/** GET /admin/dashboard/: queue sizes and ages, the last 30 days, active users; fresh every minute. */
export const dashboardQuery = () =>
  queryOptions({
    queryKey: [ADMIN_KEY, 'dashboard'],
    queryFn: () => staffApi<Dashboard>('/dashboard/'),
    ...LIVE,
  });
