// Delete-request form (SPEC.md §5): a reason from the list, free text when it is 'Others', and
// no deletion within 7 days of creating the profile.

import { z } from 'zod';
import { MESSAGES } from '../messages';
import { REASON_MAX } from '../constants/limits';
import { DELETION_REASONS, OTHER_DELETION_REASON } from '../constants/reasons';
import { optionalString, requiredChoice } from './generic-rules';
import { ALWAYS, addFieldIssue, fieldOf, isBlank } from './refine-helpers';

export const deleteRequestSchema = z
  .object({
    reason: requiredChoice(DELETION_REASONS),
    other_reason: optionalString({ max: REASON_MAX }),
  })
  .superRefine((value, ctx) => {
    if (fieldOf(value, 'reason') === OTHER_DELETION_REASON && isBlank(fieldOf(value, 'other_reason'))) {
      addFieldIssue(ctx, 'other_reason', MESSAGES.required);
    }
  }, ALWAYS);

export type DeleteRequestInput = z.input<typeof deleteRequestSchema>;
export type DeleteRequest = z.output<typeof deleteRequestSchema>;

/** The text stored in `reason_to_delete`: the typed text for 'Others', else the chosen reason. */
export function reasonToDelete(request: DeleteRequest): string {
  return request.reason === OTHER_DELETION_REASON && request.other_reason
    ? request.other_reason
    : request.reason;
}
