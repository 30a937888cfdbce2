import { useState } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isMobileDevice, isStandalone, sessionFlag, useInstallPrompt } from '@/lib/install-prompt';

const shown = sessionFlag('rishta.install-banner.seen');

/**
 * The install-app banner (SPEC.md §4): once per session, only when the browser offers to install
 * and the app is not installed already. Phones get the app prompt in the footer instead.
 */
export function InstallBanner() {
  const { t } = useTranslation();
  const prompt = useInstallPrompt();
  const [dismissed, setDismissed] = useState(() => shown.get());
  if (dismissed || !prompt.available || isStandalone() || isMobileDevice()) return null;

  const close = () => {
    shown.set();
    setDismissed(true);
  };
  return (
    <Paper role="region" aria-label={t('install.title')} withBorder radius={0} p="sm" bg="rishta.0">
      <Group justify="space-between" wrap="nowrap">
        <Text fz="sm">{t('install.message')}</Text>
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" onClick={() => void prompt.install().finally(close)}>
            {t('install.install')}
          </Button>
          <Button size="xs" variant="subtle" onClick={close}>
            {t('install.cancel')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
