import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGES, type MessageKey } from '@rishta/domain';

/**
 * The spec's messages live once in the domain package (English); translations only override them.
 * So a missing translation still shows the exact English message.
 */
export function useMessage() {
  const { t } = useTranslation('common');
  return useCallback((key: MessageKey) => t(`messages.${key}`, { defaultValue: MESSAGES[key] }), [t]);
}
