import type { ProposalStatus } from '../constants/profile-options';

/** Statuses a receiver may still answer (Accept or Reject); Accepted and Rejected are final. */
export const ANSWERABLE_PROPOSAL_STATUSES = ['Sent', 'Opened'] as const satisfies readonly ProposalStatus[];

/** The receiver can still answer a proposal in this status. */
export function canAnswerProposal(status: string): boolean {
  return (ANSWERABLE_PROPOSAL_STATUSES as readonly string[]).includes(status);
}
