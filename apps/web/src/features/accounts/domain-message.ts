import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGES, formatMessage, type MessageKey } from '@rishta/domain';
import { useMessage } from '@/lib/use-message';

const KEY_BY_TEXT = new Map(
  Object.entries(MESSAGES).map(([key, text]) => [text as string, key as MessageKey]),
);
const BLOCKED_PREFIX = formatMessage.userBlocked('');

/**
 * Validation rules and the server speak the spec's English (packages/domain). This shows such a
 * text in the page's language when it is one of the spec's messages, and as it is otherwise.
 */
export function useDomainMessage() {
  const { t } = useTranslation('common');
  const message = useMessage();
  return useCallback(
    (text: string): string => {
      const key = KEY_BY_TEXT.get(text);
      if (key) return message(key);
      const length = /^(Min|Max) (\d+) characters required\.$/.exec(text);
      if (length) {
        const n = Number(length[2]);
        return length[1] === 'Min'
          ? t('formatMessages.minLength', { n, defaultValue: formatMessage.minLength(n) })
          : t('formatMessages.maxLength', { n, defaultValue: formatMessage.maxLength(n) });
      }
      if (text.startsWith(BLOCKED_PREFIX)) {
        const reason = text.slice(BLOCKED_PREFIX.length);
        return t('formatMessages.userBlocked', { reason, defaultValue: formatMessage.userBlocked(reason) });
      }
      return text;
    },
    [message, t],
  );
}
