import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StaffGroupMessage } from '@rishta/domain';
import { dateTime } from '../../kit/format/format-time';
import { useDecision } from '../../kit/queue/use-decision';
import { groupDecisions, type GroupAction, type GroupSubject } from './group-decisions';
import { NoteDialog } from './group-dialogs';

/** One of a group's latest messages, as its members see it, with Remove for everyone. */
export function MessageRow({ groupId, message }: { groupId: number; message: StaffGroupMessage }) {
  const { t, i18n } = useTranslation('console-groups');
  const decision = useDecision<GroupSubject, GroupAction>(
    groupDecisions,
    { groupId, messageId: message.message_id },
    { name: message.sender_name },
  );
  return (
    <Stack component="li" gap={2} py="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fz="xs" fw={700}>
            <bdi>{message.sender_name}</bdi>{' '}
            <Text span fz="xs" c="dimmed" fw={400}>
              <time dateTime={message.sent_on}>{dateTime(message.sent_on, i18n.language)}</time>
            </Text>
          </Text>
          {message.removed_by ? (
            <Badge color="grape.9" variant="filled" size="sm">
              {t(
                message.removed_by === 'moderator' ? 'message.removedByModerator' : 'message.removedByAdmin',
              )}
            </Badge>
          ) : (
            <Text fz="sm" dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {message.text}
            </Text>
          )}
        </Stack>
        {!message.removed_by && (
          <Button size="compact-sm" variant="default" onClick={() => decision.open('remove_message')}>
            {t('actions.removeMessage')}
          </Button>
        )}
      </Group>
      <NoteDialog
        decision={decision}
        action="remove_message"
        name={message.sender_name}
        quote={message.text}
      />
    </Stack>
  );
}
