// Builders of the Messages API's answers for the tests, from the domain's types (`patch` changes
// only what a test is about).
import type { MessagesResponse } from '@rishta/domain';
import type { MessageItem } from './messages';

/** Send `id`, made `id` minutes ago: an OTP by SMS that was sent, unless `patch` says otherwise. */
export const messageItem = (id: number, patch: Partial<MessageItem> = {}): MessageItem => {
  const created = Date.now() - id * 60_000;
  return {
    id,
    kind: 'otp',
    channel: 'sms',
    recipient: `******${String(id).padStart(2, '0')}`,
    status: 'sent',
    tries: 1,
    provider: 'msg91',
    provider_ref: `ref-${id}`,
    error: null,
    created_on: new Date(created).toISOString(),
    sent_on: new Date(created + 2_000).toISOString(),
    failed_on: null,
    can_resend: false,
    ...patch,
  };
};

/** A failed send that may be sent again. */
export const failedMessage = (id: number, patch: Partial<MessageItem> = {}): MessageItem =>
  messageItem(id, {
    status: 'failed',
    tries: 3,
    provider_ref: null,
    error: 'Provider refused: DLT template not approved',
    sent_on: null,
    failed_on: new Date(Date.now() - id * 60_000 + 30_000).toISOString(),
    can_resend: true,
    ...patch,
  });

export const messagesAnswer = (
  results: MessageItem[],
  counts: MessagesResponse['counts'] = { pending: 0, sent: 0, failed: 0 },
): MessagesResponse => ({ counts, results });
