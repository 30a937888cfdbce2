import { useEffect, useState } from 'react';
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

const dismissedFlag = sessionFlag('rishta.app-prompt.dismissed');

/**
 * On a phone's browser (not inside our app), invite the user to get the app (SPEC.md §1), once
 * they have scrolled the page they opened: an invitation that covers the page as it appears
 * interrupts someone who has not read anything yet (and was the largest thing painted late on a
 * slow phone's first view, issue 31). Not drawn on the server: it depends on the device.
 */
export function AppDownloadPrompt() {
  const { t } = useTranslation();
  const prompt = useInstallPrompt();
  const [dismissed, setDismissed] = useState(() => dismissedFlag.get());
  const engaged = useScrolled();
  if (!engaged || dismissed || !isMobileDevice() || isInAppWebView() || isStandalone()) return null;
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

/** Whether the page has been scrolled since it was opened; false while it hydrates. */
function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(true);
    window.addEventListener('scroll', onScroll, { passive: true, once: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return scrolled;
}
