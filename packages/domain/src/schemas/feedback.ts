// Feedback form (SPEC.md §3, §5): every field required, contact number exactly 10 digits.

import { z } from 'zod';
import { MESSAGES, formatMessage } from '../messages';
import { MOBILE_LENGTH, REASON_MAX } from '../constants/limits';
import { GENDERS } from '../constants/profile-options';
import { FEEDBACK_CATEGORY_VALUES } from '../constants/feedback';
import { emailRule, requiredChoice, requiredString, stopIf, ONLY_IF_VALID_SO_FAR } from './generic-rules';

export const feedbackSchema = z.object({
  category: requiredChoice(FEEDBACK_CATEGORY_VALUES),
  name: requiredString({ max: 100 }),
  gender: requiredChoice(GENDERS),
  mobile: requiredString()
    .check(stopIf((v: string) => !/^\d+$/.test(v), MESSAGES.invalidNumbers))
    .min(MOBILE_LENGTH, { error: formatMessage.minLength(MOBILE_LENGTH), ...ONLY_IF_VALID_SO_FAR })
    .max(MOBILE_LENGTH, { error: formatMessage.maxLength(MOBILE_LENGTH), ...ONLY_IF_VALID_SO_FAR }),
  email: emailRule(),
  location: requiredString({ max: 200 }),
  description: requiredString({ max: REASON_MAX }),
});

export type FeedbackInput = z.input<typeof feedbackSchema>;
export type Feedback = z.output<typeof feedbackSchema>;
