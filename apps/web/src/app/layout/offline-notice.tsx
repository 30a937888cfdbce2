import { Paper, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/** On mobile data the connection drops often; say so instead of leaving pages silently empty. */
export function OfflineNotice() {
  const { t } = useTranslation();
  const { online } = useNetwork();
  if (online) return null;
  return (
    <Paper role="status" radius={0} p="xs" bg="yellow.1" ta="center">
      <Text fz="sm" c="dark">
        {t('common.offline')}
      </Text>
    </Paper>
  );
}
