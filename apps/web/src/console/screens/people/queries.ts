import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { PeopleSearchResponse, PersonDetail } from '@rishta/domain';
import { staffApi } from '../../kit/api/staff-api';
import { ADMIN_KEY } from '../../kit/api/staff-queries';
import { LIVE } from '../../kit/api/live';

export type PersonMatch = PeopleSearchResponse['results'][number];

/** Searches and person pages share this key part (listKey('/people/')): a block refreshes both. */
const PEOPLE = [ADMIN_KEY, 'people'] as const;

/** GET /admin/people/?q=: up to 20 accounts by code, mobile number, e-mail or part of the name. */
export const peopleSearchQuery = (q: string) =>
  queryOptions({
    queryKey: [...PEOPLE, 'search', q],
    queryFn: () => staffApi<PeopleSearchResponse>(`/people/?q=${encodeURIComponent(q)}`),
    // The last results stay on screen while a refined search loads, instead of a flash of the loader.
    placeholderData: keepPreviousData,
    staleTime: LIVE.staleTime,
  });

/** GET /admin/people/:account_id/: the account, its profile, proposals, reports, notices and audit trail. */
export const personQuery = (accountId: number) =>
  queryOptions({
    queryKey: [...PEOPLE, 'person', accountId],
    queryFn: () => staffApi<PersonDetail>(`/people/${accountId}/`),
    ...LIVE,
  });
