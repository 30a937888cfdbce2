import { sql } from 'drizzle-orm';
import { CONTACT_PROFILES_PER_DAY, type ContactAccess } from '@rishta/domain';
import { accountFlags, contactReveals, type Db } from '@rishta/db';
import { commitWithoutFlush } from '../../lib/commit-without-flush';
import { indiaDay } from '../../lib/india-day';
import { contactAccessFor, type ContactSubject, type PairProposal } from './contact-access';

/** The reason moderators see on an account that reached the daily contact limit. */
export const CONTACT_LIMIT_FLAG = 'contact_daily_limit';

/**
 * Whether one more profile's contact may be shown to this viewer today (issue 10: contact
 * harvesting). A profile already shown today is free; beyond CONTACT_PROFILES_PER_DAY profiles the
 * contact is held back and the account is flagged for the moderators, once a day. One statement
 * (the reads and whichever insert applies), as it runs on every profile opened, committed without
 * waiting for the disk (issue 15, lib/commit-without-flush.ts).
 */
async function admitReveal(
  db: Db,
  viewer: { accountId: number; profileId: number },
  profileId: number,
  now: Date,
): Promise<boolean> {
  const day = indiaDay(now);
  const result = await db.execute(sql`with
    mine as (
      select profile_id from ${contactReveals}
      where viewer_profile_id = ${viewer.profileId} and day = ${day}::date
    ),
    decided as (
      select exists (select 1 from mine where profile_id = ${profileId}) as already,
        (select count(*) from mine) < ${CONTACT_PROFILES_PER_DAY} as room
    ),
    flagged as (
      insert into ${accountFlags} (account_id, reason, day)
      select ${viewer.accountId}, ${CONTACT_LIMIT_FLAG}, ${day}::date from decided
      where not already and not room
      on conflict do nothing
    ),
    revealed as (
      insert into ${contactReveals} (viewer_profile_id, day, profile_id, created_at)
      select ${viewer.profileId}, ${day}::date, ${profileId}, ${now.toISOString()}::timestamptz from decided
      where not already and room
      on conflict do nothing
    )
    select already or room as admitted from decided, ${commitWithoutFlush}`);
  const [row] = (result as unknown as { rows: { admitted: boolean }[] }).rows;
  return row?.admitted === true;
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
