import { and, count, eq } from 'drizzle-orm';
import { CONTACT_PROFILES_PER_DAY, indiaClock, type ContactAccess } from '@rishta/domain';
import { accountFlags, contactReveals, type Db } from '@rishta/db';
import { contactAccessFor, type ContactSubject, type PairProposal } from './contact-access';

/** The reason moderators see on an account that reached the daily contact limit. */
export const CONTACT_LIMIT_FLAG = 'contact_daily_limit';

/** The India date of `now` as 'YYYY-MM-DD': the limit starts afresh at midnight India time. */
function indiaDay(now: Date): string {
  const { year, month, day } = indiaClock(now);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Whether one more profile's contact may be shown to this viewer today (issue 10: contact
 * harvesting). A profile already shown today is free; beyond CONTACT_PROFILES_PER_DAY profiles the
 * contact is held back and the account is flagged for the moderators, once a day.
 */
async function admitReveal(
  db: Db,
  viewer: { accountId: number; profileId: number },
  profileId: number,
  now: Date,
): Promise<boolean> {
  const day = indiaDay(now);
  const mine = and(eq(contactReveals.viewerProfileId, viewer.profileId), eq(contactReveals.day, day));
  const [already] = await db
    .select({ n: count() })
    .from(contactReveals)
    .where(and(mine, eq(contactReveals.profileId, profileId)));
  if ((already?.n ?? 0) > 0) return true;
  const [today] = await db.select({ n: count() }).from(contactReveals).where(mine);
  if ((today?.n ?? 0) >= CONTACT_PROFILES_PER_DAY) {
    await db
      .insert(accountFlags)
      .values({ accountId: viewer.accountId, reason: CONTACT_LIMIT_FLAG, day })
      .onConflictDoNothing();
    return false;
  }
  await db
    .insert(contactReveals)
    .values({ viewerProfileId: viewer.profileId, day, profileId, createdAt: now })
    .onConflictDoNothing();
  return true;
}

/**
 * The contact decision for one profile page or bio-data PDF: the domain rule, then the daily
 * limit for contacts opened by the hours rule alone (a proposal pair is never limited).
 */
export async function decideContact(
  db: Db,
  viewer: { accountId: number; profileId: number | null; listed: boolean },
  profile: ContactSubject,
  between: readonly PairProposal[],
  now: Date,
): Promise<ContactAccess> {
  const access = contactAccessFor(viewer, profile, between, now);
  if (!access.visible || access.basis !== 'hours' || viewer.profileId === null) return access;
  const admitted = await admitReveal(
    db,
    { accountId: viewer.accountId, profileId: viewer.profileId },
    profile.id,
    now,
  );
  return admitted ? access : { visible: false, reason: 'daily_limit' };
}
