import { count, desc, eq, gt } from 'drizzle-orm';
import {
  maskRecipient,
  type MessagesResponse,
  type NotificationKind,
  type NotificationStatus,
} from '@rishta/domain';
import { notifications, type Db } from '@rishta/db';

/** How many sends the Messages screen lists, newest first. */
export const MESSAGES_PAGE = 200;

/**
 * The last sends for the console (issue 28): kind, channel, masked recipient, status, tries,
 * provider reference and error. The params (an OTP's code) are never read here.
 */
export async function listMessages(
  db: Db,
  status: NotificationStatus | undefined,
  now: Date,
): Promise<MessagesResponse> {
  const columns = {
    id: notifications.id,
    kind: notifications.kind,
    channel: notifications.channel,
    recipient: notifications.recipient,
    status: notifications.status,
    tries: notifications.tries,
    provider: notifications.provider,
    providerRef: notifications.providerRef,
    lastError: notifications.lastError,
    createdAt: notifications.createdAt,
    sentAt: notifications.sentAt,
    failedAt: notifications.failedAt,
    erasedAt: notifications.erasedAt,
  };
  const since = new Date(now.getTime() - 86_400_000);
  const [rows, byStatus] = await Promise.all([
    db
      .select(columns)
      .from(notifications)
      .where(status ? eq(notifications.status, status) : undefined)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(MESSAGES_PAGE),
    db
      .select({ status: notifications.status, n: count() })
      .from(notifications)
      .where(gt(notifications.createdAt, since))
      .groupBy(notifications.status),
  ]);
  const counts = { pending: 0, sent: 0, failed: 0 };
  for (const row of byStatus) counts[row.status] = row.n;
  return {
    counts,
    results: rows.map((row) => ({
      id: row.id,
      kind: row.kind as NotificationKind,
      channel: row.channel,
      recipient: maskRecipient(row.recipient),
      status: row.status,
      tries: row.tries,
      provider: row.provider,
      provider_ref: row.providerRef,
      error: row.lastError,
      created_on: row.createdAt.toISOString(),
      sent_on: row.sentAt?.toISOString() ?? null,
      failed_on: row.failedAt?.toISOString() ?? null,
      can_resend: row.status === 'failed' && row.erasedAt === null,
    })),
  };
}
