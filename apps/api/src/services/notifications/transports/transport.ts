import type { NotificationChannel, NotificationKind } from '@rishta/domain';

/** One message on its way to a provider: the kind and its values, never a finished text. */
export interface OutgoingMessage {
  id: number;
  kind: NotificationKind;
  channel: NotificationChannel;
  to: string;
  locale: string;
  params: Record<string, string | number>;
}

/** A provider of one channel. `send` resolves once the provider has accepted the message. */
export interface Transport {
  readonly provider: string;
  send(message: OutgoingMessage): Promise<{ reference: string | null }>;
  close?(): Promise<void>;
}

/**
 * A provider's refusal. `permanent` ones (a 4xx, a rejected address) are not tried again; the
 * others (a 5xx, a timeout, a refused connection) are, with backoff.
 */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

/** An idempotency key for providers that take one: the same message never goes twice. */
export const idempotencyKey = (id: number) => `rishta-notification-${id}`;
