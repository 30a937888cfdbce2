// Report form (SPEC.md §5): a reason from the list, a description when the reason is 'Other',
// and an evidence image. The file travels as multipart, so its check is a separate function the
// web form and the API's upload handler both call.

import { z } from 'zod';
import { MESSAGES, type MessageKey } from '../messages';
import { REASON_MAX } from '../constants/limits';
import { OTHER_REPORT_REASON, REPORT_REASONS } from '../constants/reasons';
import { optionalString, requiredChoice } from './generic-rules';
import { ALWAYS, addFieldIssue, fieldOf, isBlank } from './refine-helpers';

export const reportSchema = z
  .object({
    reason: requiredChoice(REPORT_REASONS),
    description: optionalString({ max: REASON_MAX }),
  })
  .superRefine((value, ctx) => {
    if (fieldOf(value, 'reason') === OTHER_REPORT_REASON && isBlank(fieldOf(value, 'description'))) {
      addFieldIssue(ctx, 'description', MESSAGES.required);
    }
  }, ALWAYS);

export type ReportInput = z.input<typeof reportSchema>;
export type Report = z.output<typeof reportSchema>;

export function isAllowedImageType(mime: string | null | undefined): boolean {
  return typeof mime === 'string' && /^image\/[a-z0-9.+-]+$/i.test(mime.trim());
}

/** The evidence file's error code, or undefined when it is acceptable. */
export function reportFileError(file: { type: string } | null | undefined): MessageKey | undefined {
  if (!file) return 'fileRequired';
  return isAllowedImageType(file.type) ? undefined : 'imageFilesOnly';
}
