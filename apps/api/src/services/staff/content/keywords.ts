import { asc, eq, sql } from 'drizzle-orm';
import type { AdminBlockedKeyword, AdminBlockedKeywordList } from '@rishta/domain';
import { blockedKeywords, type Db } from '@rishta/db';
import { conflict, notFound } from '../../../lib/http-error';
import { recordAudit } from '../../audit-log/record-audit';

const subject = (id: number) => `blocked_keyword:${id}`;

export async function adminBlockedKeywords(db: Db): Promise<AdminBlockedKeywordList> {
  const rows = await db
    .select({ id: blockedKeywords.id, keyword: blockedKeywords.keyword })
    .from(blockedKeywords)
    .orderBy(asc(blockedKeywords.keyword));
  return { count: rows.length, results: rows };
}

/**
 * Adds a keyword (already normalised by the request schema). Sign-up and profile saves read the
 * table on every check, so the keyword is refused from the next request on.
 */
export async function addBlockedKeyword(
  db: Db,
  actor: number,
  keyword: string,
  now: Date,
): Promise<AdminBlockedKeyword> {
  return db.transaction(async (tx) => {
    // Rows from before normalisation may carry capitals; they are the same keyword.
    const [existing] = await tx
      .select({ id: blockedKeywords.id })
      .from(blockedKeywords)
      .where(sql`lower(${blockedKeywords.keyword}) = ${keyword}`)
      .limit(1);
    if (existing) throw conflict('blockedKeywordExists');
    const [row] = await tx
      .insert(blockedKeywords)
      .values({ keyword })
      .onConflictDoNothing()
      .returning({ id: blockedKeywords.id, keyword: blockedKeywords.keyword });
    if (!row) throw conflict('blockedKeywordExists');
    await recordAudit(tx, {
      actor,
      action: 'content.blocked_keyword_added',
      subject: subject(row.id),
      after: { keyword },
      at: now,
    });
    return row;
  });
}

export async function deleteBlockedKeyword(db: Db, actor: number, id: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [old] = await tx.delete(blockedKeywords).where(eq(blockedKeywords.id, id)).returning();
    if (!old) throw notFound();
    await recordAudit(tx, {
      actor,
      action: 'content.blocked_keyword_deleted',
      subject: subject(id),
      before: { keyword: old.keyword },
      at: now,
    });
  });
}
