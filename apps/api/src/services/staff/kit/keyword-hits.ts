import { findBlockedWordHits, PROFILE_FORM_FIELDS, type BlockedWordHit } from '@rishta/domain';
import { profileFieldsOf, type Db, type profiles } from '@rishta/db';
import { listBlockedKeywords } from '../../reference/reference-lists';

type ProfileRow = typeof profiles.$inferSelect;

/** The blocked keywords as they stand now (an admin's new keyword counts at once). */
export async function blockedKeywordList(db: Db): Promise<string[]> {
  return (await listBlockedKeywords(db)).map((row) => row.keyword);
}

/**
 * Blocked keywords in what the owner wrote on the profile form, by the same rule sign-up applies
 * (packages/domain rules/blocked-words.ts). A keyword added after the profile was saved shows up
 * here, which is the point: the moderator sees what sign-up would refuse today.
 */
export function profileKeywordHits(row: ProfileRow, keywords: readonly string[]): BlockedWordHit[] {
  if (keywords.length === 0) return [];
  return findBlockedWordHits(profileFieldsOf(row, PROFILE_FORM_FIELDS), keywords);
}
