import type { ReactNode } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type AdminChatGroup, formatCount } from '@rishta/domain';
import { TextAreaField } from '../../kit/content/content-fields';
import { CONTENT_NS } from '../../kit/content/content-texts';
import { TranslationsField } from '../../kit/content/translations-field';

/** A group: its name (its id in the chat), what it is for, and how many have joined. */
export function ChatGroupCard({ item: group, actions }: { item: AdminChatGroup; actions: ReactNode }) {
  const { t } = useTranslation(CONTENT_NS);
  return (
    <Group align="flex-start" gap="md">
      <Stack gap={4} style={{ flex: '1 1 14rem', minWidth: 0 }}>
        <Text component="h3" fw={600} m={0} style={{ overflowWrap: 'anywhere' }}>
          <bdi>{group.group_name}</bdi>
        </Text>
        <Text fz="sm" dir="auto" style={{ whiteSpace: 'pre-line' }}>
          {group.description}
        </Text>
        <Text fz="xs" c="dimmed">
          {t('chatGroups.members', {
            count: group.member_count,
            formatted: formatCount(group.member_count),
          })}
        </Text>
      </Stack>
      {actions}
    </Group>
  );
}

/** A group's texts: its English description, then its name and description in each language. */
export function ChatGroupFields() {
  return (
    <>
      <TextAreaField name="description" max="groupDescription" rows={[2, 6]} data-autofocus />
      <TranslationsField
        fields={[
          { name: 'name', max: 'name' },
          { name: 'description', max: 'groupDescription', rows: [2, 6] },
        ]}
      />
    </>
  );
}
