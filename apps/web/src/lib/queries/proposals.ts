import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ProposalListResponse,
  ProposalUpdate,
  ProposalUpdateResponse,
  SendProposalResponse,
} from '@rishta/domain';
import { LOOKUP_LIMIT } from '@rishta/domain';
import { api } from '@/lib/api';

export type ProposalDirection = 'sent' | 'received';

/** GET /profiles/proposal/{sent|received}/: the caller's own proposals, up to the §9 lookup limit. */
export const fetchProposals = (direction: ProposalDirection) =>
  api<ProposalListResponse>(`/profiles/proposal/${direction}/?limit=${LOOKUP_LIMIT}`);

/** Both directions share the first key part, so one invalidation refreshes both lists. */
const ALL_PROPOSALS = ['proposals'] as const;

export const proposalsQuery = (direction: ProposalDirection) =>
  queryOptions({ queryKey: [...ALL_PROPOSALS, direction], queryFn: () => fetchProposals(direction) });

export const useProposals = (direction: ProposalDirection, enabled = true) =>
  useQuery({ ...proposalsQuery(direction), enabled });

/** POST /profiles/proposal/{profile_code}/: the WhatsApp dialog's Open WhatsApp. */
export function useSendProposal(profileCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<SendProposalResponse>(`/profiles/proposal/${encodeURIComponent(profileCode)}/`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL_PROPOSALS }),
  });
}

/** PATCH /profiles/proposal-update/{id}/: the receiver accepts, or rejects with a reason. */
export function useUpdateProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...change }: ProposalUpdate & { id: number }) =>
      api<ProposalUpdateResponse>(`/profiles/proposal-update/${id}/`, { method: 'PATCH', json: change }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL_PROPOSALS }),
  });
}
