import { Box, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Ago } from '../../kit/format/ago';
import { choiceStyle } from '../../kit/shell/choice-style';
import type { WaitingDocument } from './verification';

/** The list's id: the open item's "Back to the list" leads here. */
export const LIST_ID = 'waiting-documents';

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
  const { t } = useTranslation('console-verification');
  return (
    <Box
      component="nav"
      id={LIST_ID}
      tabIndex={-1}
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
                {...choiceStyle(current, 'sm')}
              >
                <Text fz="sm" fw={current ? 700 : 600} c="inherit" truncate>
                  <bdi>{item.full_name}</bdi>
                </Text>
                <Text fz="xs" c="dimmed">
                  <bdi dir="ltr">{item.profile_code}</bdi> ·{' '}
                  <Ago iso={item.uploaded_on} format={(age) => t('list.sent', { age })} />
                </Text>
              </UnstyledButton>
            </li>
          );
        })}
      </Stack>
    </Box>
  );
}
