import { useState } from 'react';
import { Affix, Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DownloadIcon } from '@/components/icons';
import {
  isInAppWebView,
  isMobileDevice,
  isStandalone,
  sessionFlag,
  useInstallPrompt,
} from '@/lib/install-prompt';
import { siteConfig } from '@/config/site';
import { useHydrated } from '@/lib/use-hydrated';

const dismissedFlag = sessionFlag('rishta.app-prompt.dismissed');

/** On a phone's browser (not inside our app), invite the user to get the app (SPEC.md §1). */
export function AppDownloadPrompt() {
  const { t } = useTranslation();
  const prompt = useInstallPrompt();
  const [dismissed, setDismissed] = useState(() => dismissedFlag.get());
  const hydrated = useHydrated();
  if (!hydrated || dismissed || !isMobileDevice() || isInAppWebView() || isStandalone()) return null;
  if (!prompt.available && !siteConfig.playStoreUrl) return null;

  const close = () => {
    dismissedFlag.set();
    setDismissed(true);
  };
  return (
    <Affix position={{ bottom: 0, left: 0, right: 0 }}>
      <Paper shadow="lg" radius={0} p="sm" role="region" aria-label={t('appPrompt.title')}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fz="sm" c="dark">
            {t('appPrompt.message')}
          </Text>
          <Group gap={4} wrap="nowrap">
            {prompt.available ? (
              <Button
                size="xs"
                leftSection={<DownloadIcon size={14} />}
                onClick={() => void prompt.install().finally(close)}
              >
                {t('appPrompt.install')}
              </Button>
            ) : (
              <Button
                size="xs"
                component="a"
                href={siteConfig.playStoreUrl}
                target="_blank"
                rel="noopener noreferrer"
                leftSection={<DownloadIcon size={14} />}
              >
                {t('appPrompt.download')}
              </Button>
            )}
            <CloseButton aria-label={t('common.close')} onClick={close} />
          </Group>
        </Group>
      </Paper>
    </Affix>
  );
}
