import { and, countDistinct, eq, gt } from 'drizzle-orm';
import { accountFlags, contactShares, profiles, type Db } from '@rishta/db';
import { CONTACT_SHARING_FLAG, CONTACT_SHARING_FLAG_GROUPS } from '@rishta/domain';
import { indiaDay } from '../../lib/india-day';

const WEEK_MS = 7 * 24 * 3600_000;

/**
 * Notes a group message sent with contact details after the early-contact warning (issue 32).
 * Sending is the member's choice; doing it in CONTACT_SHARING_FLAG_GROUPS groups or more within a
 * week is what brokers do, so the account is flagged for staff (once a day).
 */
export async function noteContactShare(db: Db, profileId: number, groupId: number, now: Date) {
  await db.insert(contactShares).values({ profileId, groupId, createdAt: now });
  const [row] = await db
    .select({ groups: countDistinct(contactShares.groupId) })
    .from(contactShares)
    .where(
      and(
        eq(contactShares.profileId, profileId),
        gt(contactShares.createdAt, new Date(now.getTime() - WEEK_MS)),
      ),
    );
  if ((row?.groups ?? 0) < CONTACT_SHARING_FLAG_GROUPS) return;
  const [owner] = await db
    .select({ accountId: profiles.accountId })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  if (!owner) return;
  await db
    .insert(accountFlags)
    .values({ accountId: owner.accountId, reason: CONTACT_SHARING_FLAG, day: indiaDay(now), createdAt: now })
    .onConflictDoNothing();
}
