import type { ProposalStatus } from '@rishta/domain';

/** i18n key of each status as users see it: 'Sent' reads as Pending (SPEC.md §4). */
export const STATUS_KEY: Record<ProposalStatus, string> = {
  Sent: 'status.pending',
  Opened: 'status.opened',
  Accepted: 'status.accepted',
  Rejected: 'status.rejected',
};

export const STATUS_COLOR: Record<ProposalStatus, string> = {
  Sent: 'yellow',
  Opened: 'blue',
  Accepted: 'green',
  Rejected: 'red',
};
