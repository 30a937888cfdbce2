import { useId } from 'react';
import { Badge, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { maskSecrets, type NotificationStatus } from '@rishta/domain';
import { DetailPair } from '../../kit/detail-pair';
import { Ago } from '../../kit/format/ago';
import { dateTime } from '../../kit/format/format-time';
import { queuePage, type ItemProps } from '../../kit/queue/queue-page';
import { useDecision } from '../../kit/queue/use-decision';
import { messages, type MessageItem } from './messages';

// Small badge text keeps a 4.5:1 contrast (the e2e runs axe): dark shades filled, black on yellow.
const STATUS_COLOURS: Record<NotificationStatus, { color: string; c?: string }> = {
  pending: { color: 'yellow.4', c: 'black' },
  sent: { color: 'teal.9' },
  failed: { color: 'red.9' },
};

export function StatusBadge({ status }: { status: NotificationStatus }) {
  const { t } = useTranslation('console-messages');
  return (
    <Badge variant="filled" {...STATUS_COLOURS[status]}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}

/**
 * One send: what (kind, channel), to whom (masked by the API), its status, tries, provider and
 * reference, the provider's last error, and Send again when a failed message may be re-sent.
 * Never a code or a whole number: the API sends neither, and the error's free text is masked.
 */
export function MessageRow({ item: message }: ItemProps<MessageItem>) {
  const { t, i18n } = useTranslation('console-messages');
  const titleId = useId();
  const decision = useDecision(messages, message, {});
  const language = i18n.language;
  return (
    <Paper withBorder radius="md" p="sm" data-testid={`message-${message.id}`}>
      <Stack gap={6}>
        <Group justify="space-between" align="center" gap="xs">
          <Group id={titleId} gap="xs" align="center">
            <StatusBadge status={message.status} />
            <Text fw={700}>
              {t(`kinds.${message.kind}`, { defaultValue: message.kind })} ·{' '}
              {t(`channels.${message.channel}`, { defaultValue: message.channel })}
            </Text>
            <Text ff="monospace" fz="sm" dir="ltr">
              {message.recipient}
            </Text>
          </Group>
          <Ago iso={message.created_on} fz="sm" c="dimmed" />
        </Group>
        <Box component="dl" m={0} style={{ display: 'flex', flexWrap: 'wrap', columnGap: 20, rowGap: 2 }}>
          <DetailPair label={t('item.tries')}>{message.tries}</DetailPair>
          <DetailPair label={t('item.provider')}>{message.provider ?? '–'}</DetailPair>
          {message.provider_ref && (
            <DetailPair label={t('item.reference')}>
              <Text span ff="monospace" fz="sm" dir="ltr">
                {message.provider_ref}
              </Text>
            </DetailPair>
          )}
          <DetailPair label={t('item.queued')}>{dateTime(message.created_on, language)}</DetailPair>
          {message.sent_on && (
            <DetailPair label={t('item.sent')}>{dateTime(message.sent_on, language)}</DetailPair>
          )}
          {message.failed_on && (
            <DetailPair label={t('item.failed')}>{dateTime(message.failed_on, language)}</DetailPair>
          )}
        </Box>
        {message.error && (
          <Text fz="sm" c="red.9" style={{ overflowWrap: 'anywhere' }}>
            <Text span fw={700} fz="inherit" c="inherit">
              {t('item.error')}
            </Text>{' '}
            <bdi dir="ltr">{maskSecrets(message.error)}</bdi>
          </Text>
        )}
        {message.can_resend && (
          <Group justify="flex-end">
            <Button
              variant="light"
              onClick={() => decision.decide('resend')}
              loading={decision.busy === 'resend'}
              aria-describedby={titleId}
            >
              {t('item.sendAgain')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

export const MessagesPage = queuePage(messages, MessageRow);
