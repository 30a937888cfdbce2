import { eq, sql } from 'drizzle-orm';
import {
  maskSecrets,
  OTP_TTL_MINUTES,
  type NotificationChannel,
  type NotificationKind,
} from '@rishta/domain';
import { notifications, otps, type Db } from '@rishta/db';
import type { FastifyBaseLogger } from 'fastify';
import { DeliveryError, type Transport } from './transports/transport';

export interface DeliveryContext {
  db: Db;
  transports: Record<NotificationChannel, Transport>;
  clock: () => Date;
  maxTries: number;
  log: FastifyBaseLogger;
}

/** What one try came to. `retry`: the runner tries again later, with backoff. */
export type DeliveryOutcome = 'sent' | 'failed' | 'retry' | 'skipped';

/**
 * One try at delivering notification `id` through its channel's provider (issue 28). Sent: the
 * params (an OTP's code) are erased at once and the OTP gets its full lifetime from now, so a code
 * that needed retries still works for OTP_TTL_MINUTES after it arrives. Refused for good, or out
 * of tries: failed, and the user is told on their next poll or resend. Anything else: retry.
 * A message that is no longer pending (sent, failed, or erased) is left alone, so a job that runs
 * twice does not send twice.
 */
export async function deliverNotification(ctx: DeliveryContext, id: number): Promise<DeliveryOutcome> {
  const { db, clock } = ctx;
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  if (!row || row.status !== 'pending' || !row.params) return 'skipped';
  const transport = ctx.transports[row.channel];
  const tries = row.tries + 1;
  await db
    .update(notifications)
    .set({ tries, provider: transport.provider, updatedAt: clock() })
    .where(eq(notifications.id, id));

  try {
    const { reference } = await transport.send({
      id,
      kind: row.kind as NotificationKind,
      channel: row.channel,
      to: row.recipient,
      locale: row.locale,
      params: row.params,
    });
    const sentAt = clock();
    await db.transaction(async (tx) => {
      await tx
        .update(notifications)
        .set({
          status: 'sent',
          providerRef: reference,
          lastError: null,
          sentAt,
          updatedAt: sentAt,
          params: null,
          erasedAt: sentAt,
        })
        .where(eq(notifications.id, id));
      if (row.otpId !== null) {
        const lifetimeEnd = new Date(sentAt.getTime() + OTP_TTL_MINUTES * 60_000);
        await tx
          .update(otps)
          .set({ expiresAt: sql`greatest(${otps.expiresAt}, ${lifetimeEnd.toISOString()}::timestamptz)` })
          .where(eq(otps.id, row.otpId));
      }
    });
    ctx.log.info({ notification: id, provider: transport.provider, tries }, 'notification sent');
    return 'sent';
  } catch (error) {
    const permanent = error instanceof DeliveryError && error.permanent;
    // Providers echo the number or the message back in their errors; staff see neither (issue 28).
    const message = maskSecrets(error instanceof Error ? error.message : String(error)).slice(0, 500);
    const now = clock();
    if (permanent || tries >= ctx.maxTries) {
      // The params stay until their code expires (erase_after): staff may re-send it till then.
      await db
        .update(notifications)
        .set({ status: 'failed', lastError: message, failedAt: now, updatedAt: now })
        .where(eq(notifications.id, id));
      ctx.log.warn(
        { notification: id, provider: transport.provider, tries, error: message },
        'notification failed',
      );
      return 'failed';
    }
    await db
      .update(notifications)
      .set({ lastError: message, updatedAt: now })
      .where(eq(notifications.id, id));
    ctx.log.info(
      { notification: id, provider: transport.provider, tries, error: message },
      'notification will be retried',
    );
    return 'retry';
  }
}
