import { and, eq, isNotNull } from 'drizzle-orm';
import type { NotificationChannel, NotificationKind } from '@rishta/domain';
import { notifications, type Db } from '@rishta/db';
import type { FastifyBaseLogger } from 'fastify';
import type { NotifierConfig } from '../../notifier-config';
import type { JobRunner } from '../jobs/job-runner';
import { deliverNotification, type DeliveryOutcome } from './deliver-notification';
import type { Transport } from './transports/transport';

export const DELIVERY_QUEUE = 'deliver-notification';

export interface NewNotification {
  kind: NotificationKind;
  channel: NotificationChannel;
  to: string;
  locale: string;
  params: Record<string, string | number>;
  /** The OTP the message carries, if any. */
  otpId?: number;
  /** When the params are of no more use (an OTP's expiry); they are erased then at the latest. */
  eraseAfter?: Date;
}

/** Thrown to the runner so that it tries the job again later. */
class RetryLater extends Error {}

/**
 * The transactional outbox (issue 28): `enqueue` writes the message and the job that delivers it
 * in the caller's transaction; the runner's worker delivers it, on whichever API process fetches
 * the job, trying again with backoff until it is sent or has failed for good.
 */
export class NotificationQueue {
  constructor(
    private readonly deps: {
      db: Db;
      runner: JobRunner;
      transports: Record<NotificationChannel, Transport>;
      config: NotifierConfig;
      clock: () => Date;
      log: FastifyBaseLogger;
    },
  ) {}

  /** Creates the queue and starts this process's worker. */
  async start(): Promise<void> {
    const { runner, config } = this.deps;
    await runner.createQueue(DELIVERY_QUEUE, {
      tries: config.maxTries,
      retryDelaySeconds: config.retryDelaySeconds,
      // A try that has not finished after this long (its process died) is taken up again: one
      // provider call at most, plus a few seconds for our own two writes.
      expireInSeconds: Math.ceil(config.timeoutMs / 1000) + 10,
    });
    await runner.work<{ id: number }>(DELIVERY_QUEUE, async ({ id }) => {
      if ((await this.deliver(id)) === 'retry') throw new RetryLater(`notification ${id}: tried again later`);
    });
  }

  async close(): Promise<void> {
    await Promise.all(Object.values(this.deps.transports).map((t) => t.close?.()));
  }

  /** Writes the message and its delivery job in transaction `tx`. Call `wake()` after the commit. */
  async enqueue(tx: Db, message: NewNotification): Promise<number> {
    const [row] = await tx
      .insert(notifications)
      .values({
        kind: message.kind,
        channel: message.channel,
        recipient: message.to,
        locale: message.locale,
        params: message.params,
        otpId: message.otpId ?? null,
        eraseAfter: message.eraseAfter ?? null,
        createdAt: this.deps.clock(),
        updatedAt: this.deps.clock(),
      })
      .returning({ id: notifications.id });
    const id = row!.id;
    await this.deps.runner.sendInTransaction(tx, DELIVERY_QUEUE, { id });
    return id;
  }

  /** Has this process's worker fetch at once what was just committed, instead of at its next poll. */
  wake(): void {
    this.deps.runner.wake(DELIVERY_QUEUE);
  }

  /** One try at delivering `id` now (the worker's job; the tests call it too). */
  deliver(id: number): Promise<DeliveryOutcome> {
    const { db, transports, clock, log, config } = this.deps;
    return deliverNotification({ db, transports, clock, log, maxTries: config.maxTries }, id);
  }

  /**
   * Staff: sends a failed message again, as a new delivery with its tries counted afresh. Only
   * while its params are kept (an OTP until its code expires); false otherwise. `alongside` runs
   * in the same transaction once the message is queued (the staff member's audit row).
   */
  async resend(id: number, alongside?: (tx: Db) => Promise<void>): Promise<boolean> {
    const now = this.deps.clock();
    const queued = await this.deps.db.transaction(async (tx) => {
      const reset = await tx
        .update(notifications)
        .set({ status: 'pending', tries: 0, failedAt: null, updatedAt: now })
        .where(
          and(eq(notifications.id, id), eq(notifications.status, 'failed'), isNotNull(notifications.params)),
        )
        .returning({ id: notifications.id });
      if (reset.length === 0) return false;
      await this.deps.runner.sendInTransaction(tx, DELIVERY_QUEUE, { id });
      await alongside?.(tx);
      return true;
    });
    if (queued) this.wake();
    return queued;
  }
}
