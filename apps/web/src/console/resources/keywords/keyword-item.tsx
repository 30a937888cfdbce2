import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminBlockedKeyword } from '@rishta/domain';
import type { ContentList } from '../../kit/content/content-api';
import type { ContentKind } from '../../kit/content/content-kind';
import { CONTENT_NS } from '../../kit/content/content-texts';
import { DeleteAction } from '../../kit/content/delete-action';

/** A blocked keyword, with Delete. */
export function KeywordChip({
  kind,
  item,
}: {
  kind: ContentKind<AdminBlockedKeyword>;
  item: AdminBlockedKeyword;
}) {
  return (
    <Paper component="li" withBorder radius="xl" ps="md" pe={4} py={2}>
      <Group gap={4} wrap="nowrap">
        <Text fz="sm" dir="auto">
          {item.keyword}
        </Text>
        {kind.remove && <DeleteAction kind={kind} remove={kind.remove} item={item} />}
      </Group>
    </Paper>
  );
}

/** How many keywords are blocked, then each of them, side by side. */
export function KeywordChips({
  list,
  children,
}: {
  list: ContentList<AdminBlockedKeyword>;
  children: ReactNode;
}) {
  const { t } = useTranslation(CONTENT_NS);
  return (
    <Stack gap="xs">
      <Text fz="sm" c="dimmed">
        {t('keywords.count', { count: list.count })}
      </Text>
      <Group component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {children}
      </Group>
    </Stack>
  );
}
