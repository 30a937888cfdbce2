import { Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dateLabel } from '../lib/date-labels';

/** Today, Yesterday or the date, between the days of a conversation. */
export function DaySeparator({ dateKey, now }: { dateKey: string; now: number }) {
  const { t, i18n } = useTranslation('chat');
  const label = dateLabel(dateKey, now, i18n.language);
  return (
    <Box component="li" style={{ listStyle: 'none', display: 'flex', justifyContent: 'center' }} my={6}>
      <Text
        component="h3"
        fz="xs"
        fw={600}
        c="gray.8"
        bg="gray.1"
        px="sm"
        py={2}
        m={0}
        style={{ borderRadius: 999 }}
        data-testid="day-separator"
      >
        {label.kind === 'date' ? label.text : t(`conversation.${label.kind}`)}
      </Text>
    </Box>
  );
}
