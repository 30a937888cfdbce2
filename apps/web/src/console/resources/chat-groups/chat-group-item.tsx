import type { ReactNode } from 'react';
import { Badge, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type AdminChatGroup, formatCount } from '@rishta/domain';
import { TextAreaField, TextField, useContentField } from '../../kit/content/content-fields';
import { CONTENT_NS } from '../../kit/content/content-texts';
import { TranslationsField } from '../../kit/content/translations-field';

/** A group: its name (its id in the chat), what it is for, and how many have joined. */
export function ChatGroupCard({ item: group, actions }: { item: AdminChatGroup; actions: ReactNode }) {
  const { t } = useTranslation(CONTENT_NS);
  return (
    <Group align="flex-start" gap="md">
      <Stack gap={4} style={{ flex: '1 1 14rem', minWidth: 0 }}>
        <Group gap="xs">
          <Text component="h3" fw={600} m={0} style={{ overflowWrap: 'anywhere' }}>
            <bdi>{group.group_name}</bdi>
          </Text>
          {group.archived && (
            <Badge color="gray.7" variant="filled">
              {t('chatGroups.archivedBadge')}
            </Badge>
          )}
        </Group>
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

/** Closed: off the forum's list for non-members, readable by its members, no new messages. */
function ArchivedField() {
  const { form, label, description } = useContentField('archived');
  return <Checkbox {...form.register('archived')} label={label} description={description} />;
}

/**
 * A group's name (its id in the chat's links: a new one breaks old links, the hint says so), its
 * English description, whether it is closed, then its name and description in each language.
 */
export function ChatGroupFields() {
  return (
    <>
      <TextField name="group_name" max="groupName" autoComplete="off" data-autofocus />
      <TextAreaField name="description" max="groupDescription" rows={[2, 6]} />
      <ArchivedField />
      <TranslationsField
        fields={[
          { name: 'name', max: 'name' },
          { name: 'description', max: 'groupDescription', rows: [2, 6] },
        ]}
      />
    </>
  );
}
