// Reject-proposal dialog (SPEC.md §5): a reason is required and is shown to the sender. The field
// is `message`, the name the proposal update payload uses (§3).

import { z } from 'zod';
import { MESSAGES, formatMessage } from '../messages';
import { REASON_MAX } from '../constants/limits';
import { stopIf, ONLY_IF_VALID_SO_FAR } from './generic-rules';

export const rejectProposalSchema = z.object({
  message: z
    .string({ error: MESSAGES.reasonRequired })
    .trim()
    .check(stopIf((v: string) => v === '', MESSAGES.reasonRequired))
    .max(REASON_MAX, { error: formatMessage.maxLength(REASON_MAX), ...ONLY_IF_VALID_SO_FAR }),
});

export type RejectProposalInput = z.input<typeof rejectProposalSchema>;
