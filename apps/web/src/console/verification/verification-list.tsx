import { Box, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dateTime, timeAgo } from '../lib/format-time';
import type { WaitingDocument } from './queries';

/**
 * The waiting documents, oldest first, to pick from. On a phone the list scrolls in its own box
 * so the open document stays close below it.
 */
export function VerificationList({
  items,
  selected,
  onSelect,
}: {
  items: WaitingDocument[];
  selected: string | undefined;
  onSelect: (code: string) => void;
}) {
  const { t, i18n } = useTranslation('admin-verification');
  return (
    <Box
      component="nav"
      aria-label={t('list.label')}
      mah={{ base: 260, lg: 'calc(100dvh - 220px)' }}
      style={{ overflowY: 'auto' }}
      bg="white"
      bd="1px solid var(--mantine-color-gray-3)"
      bdrs="md"
    >
      <Stack component="ul" gap={0} m={0} p={4} style={{ listStyle: 'none' }}>
        {items.map((item) => {
          const current = item.profile_code === selected;
          return (
            <li key={item.profile_code}>
              <UnstyledButton
                onClick={() => onSelect(item.profile_code)}
                aria-current={current ? 'true' : undefined}
                display="block"
                w="100%"
                px="sm"
                py={8}
                bg={current ? 'rishta.0' : undefined}
                style={{ borderRadius: 'var(--mantine-radius-sm)' }}
              >
                <Text fz="sm" fw={current ? 700 : 600} c={current ? 'rishta.9' : 'gray.9'} truncate>
                  <bdi>{item.full_name}</bdi>
                </Text>
                <Text fz="xs" c="dimmed">
                  <bdi dir="ltr">{item.profile_code}</bdi> ·{' '}
                  <span title={dateTime(item.uploaded_on, i18n.language)}>
                    {t('list.sent', { age: timeAgo(item.uploaded_on, i18n.language) })}
                  </span>
                </Text>
              </UnstyledButton>
            </li>
          );
        })}
      </Stack>
    </Box>
  );
}
