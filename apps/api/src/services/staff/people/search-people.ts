import { desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  normaliseIndianMobile,
  normaliseProfileCode,
  PEOPLE_SEARCH_LIMIT,
  type PeopleSearchResponse,
} from '@rishta/domain';
import { accounts, profiles, type Db } from '@rishta/db';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** Only what people put in phone numbers: digits, +, spaces, dashes, dots and brackets. */
const NUMBER_LIKE = /^[+\d\s().-]+$/;

/**
 * The numbers a typed number may be stored as: the 10 digits of an Indian mobile however it was
 * spelt ('+91 98765-00011', '09876500011', Devanagari digits), and its bare digits, which is how
 * a number abroad is kept (with its country code in front for the WhatsApp number).
 */
function numberSpellings(q: string): string[] | null {
  const normalised = normaliseIndianMobile(q);
  if (!NUMBER_LIKE.test(normalised)) return null;
  const digits = normalised.replace(/\D/g, '');
  if (digits === '') return null;
  return [...new Set([normalised, digits].filter((n) => /^\d+$/.test(n)))];
}

/** What `q` is: a profile code, an e-mail, a phone number, or else part of a name. */
function matching(q: string): { where: SQL; byName: boolean } {
  const code = normaliseProfileCode(q);
  if (code) return { where: eq(profiles.profileCode, code), byName: false };
  if (q.includes('@')) {
    const email = q.toLowerCase();
    return {
      where: or(eq(sql`lower(${accounts.username})`, email), eq(sql`lower(${profiles.email})`, email))!,
      byName: false,
    };
  }
  const numbers = numberSpellings(q);
  if (numbers) {
    const withCountryCode = sql`regexp_replace(${profiles.whatsappCountryCode}, '\\D', '', 'g') || ${profiles.whatsappNumber}`;
    return {
      where: or(
        inArray(accounts.username, numbers),
        inArray(profiles.contactNumber, numbers),
        inArray(profiles.whatsappNumber, numbers),
        inArray(withCountryCode, numbers),
      )!,
      byName: false,
    };
  }
  // ILIKE on a few letters uses the full_name trigram index.
  return { where: ilike(profiles.fullName, `%${escapeLike(q)}%`), byName: true };
}

/**
 * Finds user accounts for the console (issue 13) by profile code, mobile number in any spelling,
 * e-mail (any letter case) or part of the name (closest names first). Staff have no profile and
 * are never found here.
 */
export async function searchPeople(db: Db, query: string): Promise<PeopleSearchResponse> {
  const q = query.trim();
  const { where, byName } = matching(q);
  const rows = await db
    .select({
      account_id: accounts.id,
      username: accounts.username,
      profile_code: profiles.profileCode,
      full_name: profiles.fullName,
      gender: profiles.gender,
      approval_status: profiles.approvalStatus,
      verification_status: profiles.verificationStatus,
      is_blocked: accounts.isBlocked,
      createdOn: profiles.createdOn,
    })
    .from(profiles)
    .innerJoin(accounts, eq(accounts.id, profiles.accountId))
    .where(where)
    .orderBy(
      ...(byName ? [desc(sql`similarity(${profiles.fullName}, ${q})`)] : []),
      desc(profiles.createdOn),
      desc(profiles.id),
    )
    .limit(PEOPLE_SEARCH_LIMIT);
  return { results: rows.map(({ createdOn, ...row }) => ({ ...row, created_on: createdOn.toISOString() })) };
}
