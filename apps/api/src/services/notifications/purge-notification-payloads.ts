import { and, eq, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import { notifications, outbox } from '@rishta/db';
import type { JobDefinition } from '../jobs/job-definition';

/** Staff see a message's status row for this long; then the row (with its recipient) goes too. */
export const NOTIFICATION_ROWS_KEPT_DAYS = 30;
/** A message still pending this long after it was written will not be sent any more. */
const GIVE_UP_AFTER_MS = 60 * 60_000;
/** The development outbox holds codes in plain text; they expire after ten minutes anyway. */
const DEV_OUTBOX_KEPT_MS = 60 * 60_000;

/**
 * Codes do not linger (issue 28): a message's params are erased once it is no longer pending and
 * its code has expired (a failed one keeps them till then, so staff may re-send it), or once it
 * has waited past its expiry unsent, which also marks it failed. Status rows go after
 * NOTIFICATION_ROWS_KEPT_DAYS, and the development outbox's texts after an hour.
 */
export const purgeNotificationPayloads: JobDefinition = {
  name: 'purge-notification-payloads',
  everyMinutes: 5,
  description:
    'Erases the codes of messages that were delivered or have expired, marks messages that could not be sent in time as failed, and deletes status rows after 30 days.',
  async run({ db, now }) {
    const giveUpBefore = new Date(now.getTime() - GIVE_UP_AFTER_MS);
    const stale = await db
      .update(notifications)
      .set({ status: 'failed', lastError: 'not sent before it expired', failedAt: now, updatedAt: now })
      .where(
        and(
          eq(notifications.status, 'pending'),
          or(lt(notifications.eraseAfter, now), lt(notifications.createdAt, giveUpBefore)),
        ),
      )
      .returning({ id: notifications.id });
    const erased = await db
      .update(notifications)
      .set({ params: null, erasedAt: now })
      .where(
        and(
          isNotNull(notifications.params),
          ne(notifications.status, 'pending'),
          or(sql`${notifications.eraseAfter} is null`, lt(notifications.eraseAfter, now)),
        ),
      )
      .returning({ id: notifications.id });
    const rowsBefore = new Date(now.getTime() - NOTIFICATION_ROWS_KEPT_DAYS * 86_400_000);
    const deleted = await db
      .delete(notifications)
      .where(lt(notifications.createdAt, rowsBefore))
      .returning({ id: notifications.id });
    const devOutbox = await db
      .delete(outbox)
      .where(lt(outbox.createdAt, new Date(now.getTime() - DEV_OUTBOX_KEPT_MS)))
      .returning({ id: outbox.id });
    return {
      gaveUp: stale.length,
      erased: erased.length,
      deleted: deleted.length,
      devOutboxDeleted: devOutbox.length,
    };
  },
};
