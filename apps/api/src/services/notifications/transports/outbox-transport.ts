import {
  emailText,
  plainText,
  smsText,
  type NotificationKind,
  type NotificationParams,
} from '@rishta/domain';
import { outbox, type Db } from '@rishta/db';
import type { OutgoingMessage, Transport } from './transport';

/** The text the phone or the inbox would show, for the development outbox. */
export function outboxBody(message: OutgoingMessage): string {
  const params = message.params as NotificationParams<NotificationKind>;
  if (message.channel === 'sms') return smsText(message.kind, params, message.locale);
  const text = emailText(message.kind, message.locale, params);
  return `${text.subject}\n\n${plainText(text)}`;
}

/**
 * Development and demo: the message is written to the outbox table, where nobody receives it and
 * `GET /api/dev/outbox` (outside production) reads it back.
 */
export function outboxTransport(db: Db): Transport {
  return {
    provider: 'outbox',
    async send(message) {
      const [row] = await db
        .insert(outbox)
        .values({ recipient: message.to, channel: message.channel, body: outboxBody(message) })
        .returning({ id: outbox.id });
      return { reference: `outbox-${row?.id}` };
    },
  };
}
