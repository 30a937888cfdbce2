import type { Dashboard } from '@rishta/domain';
import type { Db } from '@rishta/db';
import { dailyCounts } from './daily-counts';
import { activeUsers, queueSizes } from './queue-sizes';

/** The console's front page (issue 13): queues, the last 30 days, active users, as of `now`. */
export async function dashboard(db: Db, now: Date): Promise<Dashboard> {
  const [queues, daily, active] = await Promise.all([
    queueSizes(db),
    dailyCounts(db, now),
    activeUsers(db, now),
  ]);
  return { queues, daily, active_users: active };
}
