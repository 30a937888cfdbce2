import { aliasedTable, and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DuplicateMatch, DuplicateProfile } from '@rishta/domain';
import { accounts, profiles, type Db } from '@rishta/db';

/** How alike two full names must be (pg_trgm similarity, 0..1) to flag the same birth date. */
export const NEAR_IDENTICAL_NAME = 0.8;

const mine = aliasedTable(profiles, 'mine');
const other = aliasedTable(profiles, 'other');

/**
 * A profile's two numbers, one row each, for an equality join (a hash join over the table). Each
 * side names its column apart: Drizzle refers to an aliased expression by its bare name.
 */
const numbersOf = (alias: string) =>
  sql<string>`unnest(array[${profiles.contactNumber}, ${profiles.whatsappNumber}])`.as(alias);

/**
 * Other accounts that may be the same person as each of `profileIds` (issue 13): one of its
 * numbers (contact or WhatsApp) stored as either number of another profile, or a near-identical
 * full name with the same date of birth. Two queries whatever the number of profiles, each an
 * equality join the planner can hash; the `%` operator lets the trigram index narrow the names
 * before the exact similarity is checked. One entry per other account; a number match wins.
 */
export async function duplicatesOf(
  db: Db,
  profileIds: readonly number[],
): Promise<Map<number, DuplicateProfile[]>> {
  const found = new Map<number, DuplicateProfile[]>();
  if (profileIds.length === 0) return found;

  const ours = db
    .select({ id: profiles.id, number: numbersOf('our_number') })
    .from(profiles)
    .where(inArray(profiles.id, [...profileIds]))
    .as('ours');
  const theirs = db
    .select({ id: profiles.id, number: numbersOf('their_number') })
    .from(profiles)
    .as('theirs');
  const details = {
    profile_code: other.profileCode,
    full_name: other.fullName,
    approval_status: other.approvalStatus,
    is_blocked: accounts.isBlocked,
  };

  const [byNumber, byName] = await Promise.all([
    db
      .selectDistinct({ forId: ours.id, otherId: other.id, ...details })
      .from(ours)
      .innerJoin(theirs, and(eq(theirs.number, ours.number), ne(theirs.id, ours.id)))
      .innerJoin(other, eq(other.id, theirs.id))
      .innerJoin(accounts, eq(accounts.id, other.accountId))
      // An erased profile keeps no numbers; blanks are not a match.
      .where(ne(ours.number, '')),
    db
      .select({ forId: mine.id, otherId: other.id, ...details })
      .from(mine)
      .innerJoin(
        other,
        and(
          eq(other.dateOfBirth, mine.dateOfBirth),
          ne(other.id, mine.id),
          sql`${other.fullName} % ${mine.fullName}`,
          sql`similarity(${other.fullName}, ${mine.fullName}) >= ${NEAR_IDENTICAL_NAME}`,
        ),
      )
      .innerJoin(accounts, eq(accounts.id, other.accountId))
      .where(inArray(mine.id, [...profileIds])),
  ]);

  const seen = new Set<string>();
  const add = (rows: typeof byNumber, match: DuplicateMatch) => {
    for (const { forId, otherId, ...row } of rows) {
      const pair = `${forId}:${otherId}`;
      if (seen.has(pair)) continue;
      seen.add(pair);
      const list = found.get(forId) ?? [];
      list.push({ ...row, match });
      found.set(forId, list);
    }
  };
  add(byNumber, 'contact_number');
  add(byName, 'name_and_birth_date');
  for (const list of found.values()) list.sort((a, b) => a.profile_code.localeCompare(b.profile_code));
  return found;
}
