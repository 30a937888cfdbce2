import { asc } from 'drizzle-orm';
import { findBlockedWord } from '@rishta/domain';
import { blockedKeywords, type Db } from '@rishta/db';
import { badRequest } from '../../lib/http-error';

/**
 * The web app checks the form against the blocked keywords before sending, but that is only a
 * convenience: the server repeats the check so a hand-made request cannot slip past it.
 */
export async function rejectBlockedWords(db: Db, values: Record<string, unknown>): Promise<void> {
  const rows = await db
    .select({ keyword: blockedKeywords.keyword })
    .from(blockedKeywords)
    .orderBy(asc(blockedKeywords.id));
  const word = findBlockedWord(
    values,
    rows.map((r) => r.keyword),
  );
  if (word) throw badRequest('profileBlockedWord', { word });
}
