import { and, eq, or } from 'drizzle-orm';
import { accounts, blocks, profiles, type Db } from '@rishta/db';
import type { ProfileRow } from '../profiles/profile-access';

export interface Party {
  profile: ProfileRow;
  /** Listed (approved, active, account not blocked): only listed people take part in proposals. */
  listed: boolean;
}

const isListed = (profile: ProfileRow, accountBlocked: boolean) =>
  profile.approvalStatus === 'approved' && profile.isActive && !accountBlocked;

/** A profile with whether it is listed; undefined when there is none. */
export async function loadParty(db: Db, where: ReturnType<typeof eq>): Promise<Party | undefined> {
  const [row] = await db
    .select({ profile: profiles, isBlocked: accounts.isBlocked })
    .from(profiles)
    .innerJoin(accounts, eq(accounts.id, profiles.accountId))
    .where(where)
    .limit(1);
  return row && { profile: row.profile, listed: isListed(row.profile, row.isBlocked) };
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
