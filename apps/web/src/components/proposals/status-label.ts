import type { ProposalStatus } from '@rishta/domain';

/** i18n key of each status as users see it: 'Sent' reads as Pending (SPEC.md §4). */
export const STATUS_KEY: Record<ProposalStatus, string> = {
  Sent: 'status.pending',
  Opened: 'status.opened',
  Accepted: 'status.accepted',
  Rejected: 'status.rejected',
};

/** Dark shades, so the white badge text keeps a 4.5:1 contrast (WCAG AA). */
export const STATUS_COLOR: Record<ProposalStatus, string> = {
  Sent: 'gray.8',
  Opened: 'blue.9',
  Accepted: 'teal.9',
  Rejected: 'red.9',
};
