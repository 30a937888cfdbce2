import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminAccountResponse, PeopleSearchResponse, PersonDetail } from '@rishta/domain';
import { staffApi } from '../lib/staff-api';
import { ADMIN_KEY } from '../lib/staff-queries';
import { LIVE } from '../lib/live';

export type PersonMatch = PeopleSearchResponse['results'][number];

/** Searches and person pages share this key part, so a block or unblock refreshes both. */
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

export type BlockChange = { kind: 'block'; reason: string } | { kind: 'unblock' };

/**
 * POST /admin/accounts/:username/block/ {reason} or …/unblock/ (the account routes go by username).
 * Afterwards the person and any search showing them are fetched again: the audit trail has a new row.
 */
export function useBlockPerson(person: PersonDetail) {
  const queryClient = useQueryClient();
  const username = encodeURIComponent(person.account.username);
  return useMutation({
    mutationFn: (change: BlockChange) =>
      change.kind === 'block'
        ? staffApi<AdminAccountResponse>(`/accounts/${username}/block/`, {
            method: 'POST',
            json: { reason: change.reason },
          })
        : staffApi<AdminAccountResponse>(`/accounts/${username}/unblock/`, { method: 'POST' }),
    onSuccess: (answer) => {
      const { queryKey } = personQuery(person.account_id);
      queryClient.setQueryData(queryKey, (detail) =>
        detail
          ? {
              ...detail,
              account: {
                ...detail.account,
                is_blocked: answer.is_blocked,
                block_reason: answer.block_reason,
              },
            }
          : detail,
      );
      void queryClient.invalidateQueries({ queryKey: PEOPLE });
    },
  });
}
