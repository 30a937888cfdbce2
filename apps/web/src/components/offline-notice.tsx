import { useEffect } from 'react';
import { Paper, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { reportOffline, usePageOfflineText } from '@/lib/offline';

/**
 * The app's one offline notice, at the top of every page (app-layout.tsx). On mobile data the
 * connection drops often; say so instead of leaving pages silently empty. It tells the pages too
 * (lib/offline.ts), and says the words of the page on screen when it gave some.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const { online } = useNetwork();
  const pageText = usePageOfflineText();
  useEffect(() => {
    reportOffline(!online);
    return () => reportOffline(false);
  }, [online]);
  if (online) return null;
  return (
    <Paper role="status" radius={0} p="xs" bg="yellow.1" ta="center">
      <Text fz="sm" c="dark">
        {pageText ?? t('common.offline')}
      </Text>
    </Paper>
  );
}
