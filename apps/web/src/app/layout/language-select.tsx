import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { INTERFACE_LANGUAGES, isLanguageCode } from '@rishta/domain';
import { GlobeIcon } from '@/components/icons';
import { setLanguage } from '@/i18n';
import { chooseLanguage } from '@/features/accounts/account-language';

/**
 * The 12 interface languages; the choice is kept on the device (SPEC.md §9) and, with `onAccount`
 * (the site's top bar), on a logged-in user's account too (issue 30). A native select: on a phone
 * it opens the system picker, which is familiar and costs no extra script.
 */
export function LanguageSelect({ onAccount = false }: { onAccount?: boolean }) {
  const { t, i18n } = useTranslation();
  const current = INTERFACE_LANGUAGES.find((l) => l.code === i18n.language) ?? INTERFACE_LANGUAGES[0]!;
  return (
    <NativeSelect
      size="xs"
      w={{ base: 112, sm: 150 }}
      value={current.code}
      onChange={(event) => {
        const code = event.currentTarget.value;
        if (isLanguageCode(code)) void (onAccount ? chooseLanguage(code) : setLanguage(code));
      }}
      aria-label={t('nav.language', { language: current.nativeName })}
      leftSection={<GlobeIcon size={14} />}
      data={INTERFACE_LANGUAGES.map((l) => ({ value: l.code, label: l.nativeName }))}
    />
  );
}
