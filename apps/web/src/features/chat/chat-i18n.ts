import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGES, type MessageKey } from '@rishta/domain';
import { registerLocaleFiles, type Loaders } from '@/i18n';

// The chat screens' translations (locales/<lang>/chat.json) are left out of the list every visitor
// downloads (i18n/index.ts); this chunk adds them before its screens ask for them.
const chatLocales = import.meta.glob<Awaited<ReturnType<Loaders[string]>>>('../../i18n/locales/*/chat.json');
registerLocaleFiles(
  Object.fromEntries(
    Object.entries(chatLocales).map(([file, load]) => [file.replace(/^.*\/locales\//, './locales/'), load]),
  ),
);

/**
 * The spec's chat messages (SPEC.md §8), exact in English from the domain package, translated in
 * chat.json's `messages` for the other languages.
 */
export function useChatMessage() {
  const { t } = useTranslation('chat');
  return useCallback((key: MessageKey) => t(`messages.${key}`, { defaultValue: MESSAGES[key] }), [t]);
}

/** The 9 guideline rules (SPEC.md §9), English from the domain package unless translated. */
export function useGuidelineRules(rules: readonly string[]): string[] {
  const { t } = useTranslation('chat');
  return rules.map((rule, i) => t(`rules.${i + 1}`, { defaultValue: rule }));
}
