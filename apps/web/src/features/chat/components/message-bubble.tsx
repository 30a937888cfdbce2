import type { ReactNode } from 'react';
import { ActionIcon, Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MessageRemover } from '@rishta/domain';
import { FlagIcon, TrashIcon } from '@/components/icons';
import { messageTime } from '../lib/date-labels';

/**
 * One message. The text is rendered as text (never HTML) with `dir="auto"`, so a message in Urdu
 * reads right to left and one in English left to right whatever the page's language is.
 */
export function MessageBubble({
  mine,
  text,
  timestamp,
  sender,
  status,
  tone = 'default',
  footer,
  label,
  removedBy = null,
  onReport,
  onRemove,
}: {
  mine: boolean;
  text: string;
  timestamp: string;
  /** The sender's name, shown above the text (group messages). */
  sender?: ReactNode;
  /** The ticks of the caller's own message. */
  status?: ReactNode;
  /** admin: a group admin's message, styled apart. */
  tone?: 'default' | 'admin';
  footer?: ReactNode;
  /** What screen readers hear before the text (e.g. "Message from group admin"). */
  label?: string;
  /** Removed by a moderator or a group admin (issue 32): the bubble says so instead of a text. */
  removedBy?: MessageRemover | null;
  /** Someone else's message can be reported (issue 32). */
  onReport?: () => void;
  /** A group admin removes a message in their group for everyone (issue 32). */
  onRemove?: () => void;
}) {
  const { t, i18n } = useTranslation('chat');
  const background =
    tone === 'admin' ? 'var(--mantine-color-yellow-0)' : mine ? 'var(--mantine-color-rishta-0)' : 'white';
  return (
    <Box
      component="li"
      data-mine={mine || undefined}
      data-tone={tone}
      style={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start', listStyle: 'none' }}
    >
      <Box
        maw="82%"
        px="sm"
        py={6}
        style={{
          background,
          border: `1px solid ${tone === 'admin' ? 'var(--mantine-color-yellow-6)' : 'var(--mantine-color-gray-3)'}`,
          borderInlineStartWidth: tone === 'admin' ? 4 : 1,
          borderRadius: 12,
          borderEndEndRadius: mine ? 4 : 12,
          borderEndStartRadius: mine ? 12 : 4,
          boxShadow: '0 1px 1px rgba(0,0,0,0.04)',
        }}
      >
        {label && <span className="visually-hidden">{label}: </span>}
        {sender && (
          <Text fz="xs" fw={700} c={tone === 'admin' ? 'dark.8' : 'rishta.8'} mb={2}>
            {sender}
          </Text>
        )}
        {removedBy ? (
          <Text fz="sm" fs="italic" c="gray.7" data-testid="message-removed">
            {t(removedBy === 'moderator' ? 'message.removedByModerator' : 'message.removedByGroupAdmin')}
          </Text>
        ) : (
          <Text
            fz="sm"
            dir="auto"
            data-testid="message-text"
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {text}
          </Text>
        )}
        <Group gap={4} justify="flex-end" mt={2} wrap="nowrap">
          {onReport && !removedBy && (
            <ActionIcon
              variant="subtle"
              color="gray.7"
              size={24}
              me="auto"
              onClick={onReport}
              aria-label={t('report.action')}
              title={t('report.action')}
            >
              <FlagIcon size={14} />
            </ActionIcon>
          )}
          {onRemove && !removedBy && (
            <ActionIcon
              variant="subtle"
              color="red.8"
              size={24}
              me={onReport ? undefined : 'auto'}
              onClick={onRemove}
              aria-label={t('groups.removeMessage')}
              title={t('groups.removeMessage')}
            >
              <TrashIcon size={14} />
            </ActionIcon>
          )}
          <Text fz={11} c="gray.7" component="span">
            <time dateTime={timestamp}>{messageTime(timestamp, i18n.language)}</time>
          </Text>
          {status}
        </Group>
        {footer}
      </Box>
    </Box>
  );
}
