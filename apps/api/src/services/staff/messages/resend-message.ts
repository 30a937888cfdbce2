import type { Db } from '@rishta/db';
import { AppError } from '../../../lib/http-error';
import type { NotificationQueue } from '../../notifications/notification-queue';
import { recordAudit } from '../../audit-log/record-audit';

/**
 * Sends a failed message again (issue 28's Messages screen), with the staff member's audit row in
 * the same transaction: the message is queued and the row written together or not at all. 409
 * when it is not failed or its content is gone (an OTP past its expiry).
 */
export async function resendMessage(
  queue: NotificationQueue,
  { staffId, messageId, now }: { staffId: number; messageId: number; now: Date },
): Promise<void> {
  const queued = await queue.resend(messageId, (tx: Db) =>
    recordAudit(tx, {
      actor: staffId,
      action: 'message_resend',
      subject: `notification:${messageId}`,
      at: now,
    }),
  );
  if (!queued) throw AppError.detail(409, 'messageNotResendable');
}
