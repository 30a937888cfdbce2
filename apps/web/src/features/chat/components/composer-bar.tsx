import { useRef, useState } from 'react';
import { Box } from '@mantine/core';
import { hasContactDetails } from '@rishta/domain';
import type { ChatLive } from '../live/chat-live';
import type { OutboxTarget } from '../live/outbox';
import { useSend } from '../live/use-send';
import { Composer } from './composer';
import { ContactWarningDialog } from './contact-warning-dialog';

/**
 * The message box at the foot of a chat box. Sending goes through the outbox when there is no
 * connection; a refusal by the server goes to `onRefused` and the text stays in the box. In a
 * group (`warnContact`), a text with a phone number, an e-mail or a payment id is sent only after
 * the early-contact warning is confirmed (issue 32); cancelled, it goes back to the box.
 */
export function ComposerBar({
  live,
  target,
  onRefused,
  warnContact = false,
}: {
  live: ChatLive;
  target: OutboxTarget;
  onRefused: (error: unknown) => void;
  warnContact?: boolean;
}) {
  const send = useSend(live, target);
  const [asking, setAsking] = useState(false);
  const answer = useRef<(confirmed: boolean) => void>(() => undefined);
  const confirmed = () =>
    new Promise<boolean>((resolve) => {
      answer.current = resolve;
      setAsking(true);
    });
  const onSend = async (text: string) => {
    const confirmedContact = warnContact && hasContactDetails(text);
    if (confirmedContact && !(await confirmed())) return false;
    const result = await send(text, { confirmedContact });
    if (result.sent) return true;
    onRefused(result.error);
    return false;
  };
  const close = (confirmedNow: boolean) => {
    setAsking(false);
    answer.current(confirmedNow);
  };
  return (
    <Box
      bg="white"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)', position: 'sticky', bottom: 0 }}
    >
      <Composer onSend={onSend} />
      <ContactWarningDialog opened={asking} onAnswer={close} />
    </Box>
  );
}
