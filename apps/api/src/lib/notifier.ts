import type { Db } from '@rishta/db';
import { outbox } from '@rishta/db';

export type Channel = 'sms' | 'email';

/** SMS and e-mail go through this one interface, so a provider can replace the outbox (DESIGN.md §4). */
export interface Notifier {
  send(message: { to: string; channel: Channel; body: string }): Promise<void>;
}

/** With no provider configured, messages are stored in the outbox table. */
export function outboxNotifier(db: Db): Notifier {
  return {
    async send({ to, channel, body }) {
      await db.insert(outbox).values({ recipient: to, channel, body });
    },
  };
}
