import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { INTERFACE_LANGUAGES, type LanguageCode } from '@rishta/domain';
import { GlobeIcon } from '@/components/icons';
import { setLanguage } from '@/i18n';

/** The 12 interface languages; the choice is kept on the device (SPEC.md §9). */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const current = INTERFACE_LANGUAGES.find((l) => l.code === i18n.language) ?? INTERFACE_LANGUAGES[0]!;
  return (
    <Menu position="bottom-end" shadow="md" width={200}>
      <Menu.Target>
        <Button variant="subtle" size="xs" leftSection={<GlobeIcon size={16} />} aria-label={t('nav.language', { language: current.nativeName })}>
          {current.nativeName}
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah={400} style={{ overflowY: 'auto' }}>
        {INTERFACE_LANGUAGES.map((language) => (
          <Menu.Item
            key={language.code}
            lang={language.code}
            dir={language.dir}
            onClick={() => void setLanguage(language.code as LanguageCode)}
            fw={language.code === current.code ? 700 : 400}
            aria-current={language.code === current.code ? 'true' : undefined}
          >
            {language.nativeName}
            {language.nativeName !== language.name && ` · ${language.name}`}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
