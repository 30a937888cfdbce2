import { useCallback } from 'react';
import { formatMessage, type MessageKey } from '@rishta/domain';
import { ApiError } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';
import { notify } from '@/lib/notify';

/**
 * §8 create/update failure: one toast per field error, 'FIELD NAME: first message'. A `{detail}`
 * answer (blocked words, OTP limit) is shown by itself. Returns the fields that failed.
 */
export function useShowFieldErrors() {
  const { fieldTexts, failureText } = useErrorText();
  return useCallback(
    (error: unknown, fallback: MessageKey): string[] => {
      const entries = Object.entries(fieldTexts(error));
      for (const [field, text] of entries)
        notify({ color: 'red', message: formatMessage.fieldError(field, text) });
      if (entries.length === 0) notify({ color: 'red', message: failureText(error, fallback) });
      return entries.map(([field]) => field);
    },
    [fieldTexts, failureText],
  );
}

/** True when the only thing wrong was the OTP (it is shown under its field, not as toasts). */
export const onlyOtpWrong = (error: unknown) =>
  error instanceof ApiError && Object.keys(error.fields).length === 1 && Boolean(error.fields.otp);
