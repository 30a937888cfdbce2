import { count, gte, sql } from 'drizzle-orm';
import type { Dashboard } from '@rishta/domain';
import { profiles, type Db } from '@rishta/db';
import {
  deletionsWaiting,
  feedbackWaiting,
  newProfilesWaiting,
  reportsWaiting,
  verificationWaiting,
} from '../kit/waiting';

/**
 * Each queue's size and since when its longest-waiting item waits (issue 13's dashboard), by the
 * very rule each queue counts by (kit/waiting.ts), so a card never shows what its queue leaves out.
 */
export async function queueSizes(db: Db): Promise<Dashboard['queues']> {
  const [newProfiles, verification, reports, deletions, feedback] = await Promise.all([
    newProfilesWaiting(db),
    verificationWaiting(db),
    reportsWaiting(db),
    deletionsWaiting(db),
    feedbackWaiting(db),
  ]);
  return {
    new_profiles: newProfiles,
    verification,
    reports,
    deletion_requests: deletions,
    feedback,
  };
}

/** Accounts whose profile was active within the last day and the last week of `now`. */
export async function activeUsers(db: Db, now: Date): Promise<Dashboard['active_users']> {
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000);
  const [row] = await db
    .select({
      day: sql<number>`count(*) filter (where ${profiles.lastActive} >= ${dayAgo.toISOString()}::timestamptz)`.mapWith(
        Number,
      ),
      week: count(),
    })
    .from(profiles)
    .where(gte(profiles.lastActive, weekAgo));
  return { last_24_hours: row?.day ?? 0, last_7_days: row?.week ?? 0 };
}
