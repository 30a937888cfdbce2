import {
  SMS_TEMPLATES,
  type LanguageCode,
  type NotificationKind,
  type NotificationParams,
} from '@rishta/domain';
import type { NotifierConfig } from '../../../notifier-config';
import { DeliveryError, type OutgoingMessage, type Transport } from './transport';

type Msg91Config = NonNullable<NotifierConfig['msg91']>;

/**
 * SMS in India through MSG91's Flow API (decision 047): `POST /api/v5/flow` with the `authkey`
 * header and `{template_id, sender, short_url, recipients: [{mobiles, <variable>: value}]}`. The
 * template holds the DLT template id, the sender id and the registered text, so a message is a
 * template id and its variables, never free text. MSG91 answers `{"type":"success","message":
 * "<request id>"}`, or `{"type":"error","message":"…"}` (with a 4xx, or even with a 200).
 */
export function msg91Transport(config: Msg91Config, timeoutMs: number): Transport {
  return {
    provider: 'msg91',
    async send(message: OutgoingMessage) {
      const template = SMS_TEMPLATES[message.kind];
      const variables = (
        template.variables as (p: NotificationParams<NotificationKind>) => Record<string, string>
      )(message.params as NotificationParams<NotificationKind>);
      // The text in the recipient's language where the operator registered it, else English.
      const templateId =
        config.languageTemplates[message.kind][message.locale as LanguageCode] ??
        config.templates[message.kind];
      const body = {
        template_id: templateId,
        sender: config.senderId,
        short_url: '0',
        // Numbers are 10-digit Indian mobiles (the sign-up rule); MSG91 wants the country code.
        recipients: [{ mobiles: `91${message.to}`, ...variables }],
      };
      let response: Response;
      try {
        response = await fetch(config.url, {
          method: 'POST',
          headers: {
            authkey: config.authKey,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        throw new DeliveryError(
          timedOut ? `no answer within ${timeoutMs} ms` : `connection failed: ${String(error)}`,
          false,
        );
      }
      const text = await response.text().catch(() => '');
      let answer: { type?: string; message?: string } = {};
      try {
        answer = JSON.parse(text) as typeof answer;
      } catch {
        // A proxy's HTML page or an empty body: judged by the status alone.
      }
      const said = `${response.status} ${answer.message ?? text.slice(0, 200)}`.trim();
      if (response.status >= 500 || response.status === 429) throw new DeliveryError(said, false);
      if (!response.ok || answer.type !== 'success') throw new DeliveryError(said, true);
      return { reference: answer.message ?? null };
    },
  };
}
