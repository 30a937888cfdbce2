import type { NotificationChannel } from '@rishta/domain';
import type { Db } from '@rishta/db';
import type { NotifierConfig } from '../../../notifier-config';
import { msg91Transport } from './msg91-transport';
import { outboxTransport } from './outbox-transport';
import { smtpTransport } from './smtp-transport';
import type { Transport } from './transport';

/** The provider of each channel, as NOTIFIER chose (checked at start-up by notifier-config.ts). */
export function selectTransports(config: NotifierConfig, db: Db): Record<NotificationChannel, Transport> {
  const outbox = outboxTransport(db);
  return {
    sms: config.sms === 'msg91' && config.msg91 ? msg91Transport(config.msg91, config.timeoutMs) : outbox,
    email: config.email === 'smtp' && config.smtp ? smtpTransport(config.smtp, config.timeoutMs) : outbox,
  };
}
