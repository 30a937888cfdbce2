import { formatMessage } from '@rishta/domain';
import { ApiError } from '@/lib/api';
import { notify } from '@/lib/notify';

/**
 * §8 create/update failure: one toast per field error, 'FIELD NAME: first message'. A `{detail}`
 * answer (blocked words, OTP limit) is shown as it is. Returns the field errors for the caller.
 */
export function showFieldErrors(error: unknown, fallback: string): Record<string, string[]> {
  const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
  const entries = Object.entries(fieldErrors);
  for (const [field, messages] of entries) {
    notify({ color: 'red', message: formatMessage.fieldError(field, messages[0]) });
  }
  if (entries.length === 0) {
    const detail = error instanceof ApiError ? ApiError.describe(error.body) : undefined;
    notify({ color: 'red', message: detail ?? fallback });
  }
  return fieldErrors;
}
