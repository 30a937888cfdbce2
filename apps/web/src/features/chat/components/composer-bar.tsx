import { Box } from '@mantine/core';
import type { ChatLive } from '../live/chat-live';
import type { OutboxTarget } from '../live/outbox';
import { useSend } from '../live/use-send';
import { Composer } from './composer';

/**
 * The message box at the foot of a chat box. Sending goes through the outbox when there is no
 * connection; a refusal by the server goes to `onRefused` and the text stays in the box.
 */
export function ComposerBar({
  live,
  target,
  onRefused,
}: {
  live: ChatLive;
  target: OutboxTarget;
  onRefused: (error: unknown) => void;
}) {
  const send = useSend(live, target);
  const onSend = async (text: string) => {
    const result = await send(text);
    if (result.sent) return true;
    onRefused(result.error);
    return false;
  };
  return (
    <Box
      bg="white"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)', position: 'sticky', bottom: 0 }}
    >
      <Composer onSend={onSend} />
    </Box>
  );
}
