import nodemailer from 'nodemailer';
import type { NotifierConfig } from '../../../notifier-config';
import { renderEmail } from '../render-email';
import { DeliveryError, idempotencyKey, type OutgoingMessage, type Transport } from './transport';

type SmtpConfig = NonNullable<NotifierConfig['smtp']>;

/** The part of a nodemailer error that says who refused, and whether for good. */
interface SmtpFailure {
  responseCode?: number;
  code?: string;
  message?: string;
}

/**
 * E-mail for users abroad through any SMTP relay (SES, Postmark, Brevo, …) with nodemailer: a plain
 * text and an HTML part in the recipient's language, From and Reply-To from configuration. The
 * Message-ID is made from the notification's id, so a relay or a mailbox that sees the same
 * message twice (a retry after a lost answer) can tell it is one message.
 */
export function smtpTransport(config: SmtpConfig, timeoutMs: number): Transport {
  const mailer = nodemailer.createTransport({
    url: config.url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  const domain = /@([^>\s]+)>?\s*$/.exec(config.from)?.[1] ?? 'rishta.invalid';
  return {
    provider: 'smtp',
    async send(message: OutgoingMessage) {
      const mail = renderEmail(message.kind, message.locale, message.params);
      try {
        const info = await mailer.sendMail({
          from: config.from,
          ...(config.replyTo ? { replyTo: config.replyTo } : {}),
          to: message.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: `<${idempotencyKey(message.id)}@${domain}>`,
          headers: { 'Content-Language': mail.locale },
        });
        return { reference: info.messageId ?? null };
      } catch (error) {
        const failure = error as SmtpFailure;
        const said = `${failure.responseCode ?? failure.code ?? 'error'} ${failure.message ?? String(error)}`;
        // 5xx replies are the relay's final word (unknown mailbox, refused sender); 4xx, timeouts
        // and refused connections may pass.
        const permanent = typeof failure.responseCode === 'number' && failure.responseCode >= 500;
        throw new DeliveryError(said.slice(0, 500), permanent);
      }
    },
    async close() {
      mailer.close();
    },
  };
}
