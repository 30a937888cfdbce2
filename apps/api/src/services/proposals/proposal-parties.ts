import { and, eq, or } from 'drizzle-orm';
import { blocks, profiles, type Db } from '@rishta/db';
import type { ProfileRow } from '../profiles/profile-access';

export interface Party {
  profile: ProfileRow;
  /** Listed (approved, active, account not blocked): only listed people take part in proposals. */
  listed: boolean;
}

/** A profile with whether it is listed (the column a trigger keeps); undefined when there is none. */
export async function loadParty(db: Db, where: ReturnType<typeof eq>): Promise<Party | undefined> {
  const [row] = await db.select().from(profiles).where(where).limit(1);
  return row && { profile: row, listed: row.listed };
}

/** Either of the two has blocked the other (chat blocks): they cannot reach each other by proposal. */
export async function eitherBlocked(db: Db, a: number, b: number): Promise<boolean> {
  const rows = await db
    .select({ id: blocks.id })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)),
        and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
