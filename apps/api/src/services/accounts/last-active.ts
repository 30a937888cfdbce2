import { eq } from 'drizzle-orm';
import { profiles, type Db } from '@rishta/db';
import { notFound } from '../../lib/http-error';

export async function touchLastActive(db: Db, accountId: number, now: Date): Promise<Date> {
  const [row] = await db
    .update(profiles)
    .set({ lastActive: now })
    .where(eq(profiles.accountId, accountId))
    .returning({ lastActive: profiles.lastActive });
  // Admin accounts have no profile to mark.
  if (!row) throw notFound();
  return row.lastActive;
}
