import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ProposalListResponse,
  ProposalUpdate,
  ProposalUpdateResponse,
  SendProposalResponse,
} from '@rishta/domain';
import { LOOKUP_LIMIT } from '@rishta/domain';
import { api } from '@/lib/api';

export type ProposalDirection = 'sent' | 'received';

export const proposalsKey = (direction: ProposalDirection) => ['proposals', direction] as const;

/** GET /profiles/proposal/{sent|received}/: the caller's own proposals, up to the §9 lookup limit. */
export function useProposals(direction: ProposalDirection, enabled = true) {
  return useQuery({
    queryKey: proposalsKey(direction),
    queryFn: () => api<ProposalListResponse>(`/profiles/proposal/${direction}/?limit=${LOOKUP_LIMIT}`),
    enabled,
  });
}

/** POST /profiles/proposal/{profile_code}/: the WhatsApp dialog's Open WhatsApp. */
export function useSendProposal(profileCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<SendProposalResponse>(`/profiles/proposal/${encodeURIComponent(profileCode)}/`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['proposals'] }),
  });
}

/** PATCH /profiles/proposal-update/{id}/: the receiver accepts, or rejects with a reason. */
export function useUpdateProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...change }: ProposalUpdate & { id: number }) =>
      api<ProposalUpdateResponse>(`/profiles/proposal-update/${id}/`, { method: 'PATCH', json: change }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['proposals'] }),
  });
}
