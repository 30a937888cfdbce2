import { queryOptions } from '@tanstack/react-query';
import type { JobsResponse } from '@rishta/domain';
import { staffApi } from '../../kit/api/staff-api';
import { ADMIN_KEY } from '../../kit/api/staff-queries';
import { LIVE } from '../../kit/api/live';

/** GET /admin/jobs/: each background job with its last run and its next (issue 28); fresh every minute. */
export const jobsQuery = () =>
  queryOptions({
    queryKey: [ADMIN_KEY, 'jobs'],
    queryFn: () => staffApi<JobsResponse>('/jobs/'),
    ...LIVE,
  });
