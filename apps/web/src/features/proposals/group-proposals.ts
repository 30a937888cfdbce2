import type { ProposalItem, ProposalStatus } from '@rishta/domain';

/** The sections of the sent and received pages, in the spec's order (SPEC.md §2). */
export const SECTIONS = [
  'Sent',
  'Accepted',
  'Opened',
  'Rejected',
] as const satisfies readonly ProposalStatus[];

/** Proposals by status, each section keeping the API's newest-first order. */
export function groupProposals(items: readonly ProposalItem[]): Record<ProposalStatus, ProposalItem[]> {
  const groups: Record<ProposalStatus, ProposalItem[]> = { Sent: [], Opened: [], Accepted: [], Rejected: [] };
  for (const item of items) groups[item.status].push(item);
  return groups;
}
