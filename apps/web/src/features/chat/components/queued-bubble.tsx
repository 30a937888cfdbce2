import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChatLive } from '../live/chat-live';
import type { OutboxItem } from '../live/outbox';
import { MessageBubble } from './message-bubble';
import { Ticks } from './ticks';

/** One of the caller's messages still in the outbox: pending, or refused with Retry and Remove. */
export function QueuedBubble({
  live,
  item,
  failedText,
}: {
  live: ChatLive;
  item: OutboxItem;
  /** The line shown above Retry for a refusal with a code; without it, no line. */
  failedText?: (code: string) => string;
}) {
  const { t } = useTranslation('chat');
  return (
    <MessageBubble
      mine
      text={item.text}
      timestamp={item.createdAt}
      status={<Ticks state={item.state} />}
      footer={
        item.state === 'failed' && (
          <Group gap={4} justify="flex-end" mt={4}>
            {item.error && failedText && (
              <Text fz="xs" c="red.8" style={{ flex: 1 }}>
                {failedText(item.error)}
              </Text>
            )}
            <Button
              size="compact-xs"
              variant="light"
              onClick={() => {
                live.outbox.retry(item.clientId);
                void live.flush();
              }}
            >
              {t('pending.retry')}
            </Button>
            <Button
              size="compact-xs"
              variant="subtle"
              color="gray"
              onClick={() => live.outbox.remove(item.clientId)}
            >
              {t('pending.remove')}
            </Button>
          </Group>
        )
      }
    />
  );
}
