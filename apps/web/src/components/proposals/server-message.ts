import { useCallback } from 'react';
import { MESSAGES, type MessageKey } from '@rishta/domain';
import { ApiError } from '@/lib/api';
import { useMessage } from '@/lib/use-message';

const KEY_BY_TEXT = new Map(
  Object.entries(MESSAGES).map(([key, text]) => [text as string, key as MessageKey]),
);

/**
 * What a failed proposal call says, in the page's language: the server speaks the spec's English
 * messages (packages/domain), so a known one is translated and anything else shown as it is.
 * `fallback` covers answers without a message (a lost connection).
 */
export function useServerMessage() {
  const message = useMessage();
  return useCallback(
    (error: unknown, fallback: MessageKey): string => {
      const text = error instanceof ApiError ? ApiError.describe(error.body) : undefined;
      if (!text) return message(fallback);
      const key = KEY_BY_TEXT.get(text);
      return key ? message(key) : text;
    },
    [message],
  );
}
