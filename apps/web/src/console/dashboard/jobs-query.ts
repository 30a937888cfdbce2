import { queryOptions } from '@tanstack/react-query';
import type { JobsResponse } from '@rishta/domain';
import { staffApi } from '../lib/staff-api';
import { ADMIN_KEY } from '../lib/staff-queries';
import { LIVE } from '../lib/live';

/** GET /admin/jobs/: each background job with its last run and its next (issue 28); fresh every minute. */
export const jobsQuery = () =>
  queryOptions({
    queryKey: [ADMIN_KEY, 'jobs'],
    queryFn: () => staffApi<JobsResponse>('/jobs/'),
    ...LIVE,
  });
