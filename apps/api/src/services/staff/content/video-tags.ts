import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { AdminGuidelineTag, AdminGuidelineTagList } from '@rishta/domain';
import { guidelineTags, guidelines, type Db } from '@rishta/db';
import { conflict, notFound } from '../../../lib/http-error';
import { recordAudit } from '../audit/record-audit';

const subject = (id: number) => `guideline_tag:${id}`;

async function videoCount(db: Db, tagId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(guidelines).where(eq(guidelines.tagId, tagId));
  return row?.n ?? 0;
}

/** Another tag already named so, whatever the capitals (the public tabs would look doubled). */
async function refuseTakenName(db: Db, name: string, exceptId?: number): Promise<void> {
  const sameName = sql`lower(${guidelineTags.name}) = lower(${name})`;
  const [taken] = await db
    .select({ id: guidelineTags.id })
    .from(guidelineTags)
    .where(exceptId === undefined ? sameName : and(sameName, ne(guidelineTags.id, exceptId)))
    .limit(1);
  if (taken) throw conflict('guidelineTagExists');
}

/** Every tag in the public order (by id), with how many videos each carries. */
export async function adminGuidelineTags(db: Db): Promise<AdminGuidelineTagList> {
  const rows = await db
    .select({ id: guidelineTags.id, name: guidelineTags.name, video_count: count(guidelines.id) })
    .from(guidelineTags)
    .leftJoin(guidelines, eq(guidelines.tagId, guidelineTags.id))
    .groupBy(guidelineTags.id)
    .orderBy(asc(guidelineTags.id));
  return { count: rows.length, results: rows };
}

export async function addGuidelineTag(
  db: Db,
  actor: number,
  name: string,
  now: Date,
): Promise<AdminGuidelineTag> {
  return db.transaction(async (tx) => {
    await refuseTakenName(tx, name);
    // A second admin adding the same name at the same moment meets the unique index instead.
    const [row] = await tx.insert(guidelineTags).values({ name }).onConflictDoNothing().returning();
    if (!row) throw conflict('guidelineTagExists');
    await recordAudit(tx, {
      actor,
      action: 'content.guideline_tag_added',
      subject: subject(row.id),
      after: { name },
      at: now,
    });
    return { id: row.id, name: row.name, video_count: 0 };
  });
}

export async function renameGuidelineTag(
  db: Db,
  actor: number,
  id: number,
  name: string,
  now: Date,
): Promise<AdminGuidelineTag> {
  return db.transaction(async (tx) => {
    const [old] = await tx.select().from(guidelineTags).where(eq(guidelineTags.id, id)).for('update');
    if (!old) throw notFound();
    await refuseTakenName(tx, name, id);
    await tx.update(guidelineTags).set({ name }).where(eq(guidelineTags.id, id));
    await recordAudit(tx, {
      actor,
      action: 'content.guideline_tag_renamed',
      subject: subject(id),
      before: { name: old.name },
      after: { name },
      at: now,
    });
    return { id, name, video_count: await videoCount(tx, id) };
  });
}

/**
 * Deletes an empty tag. The table would cascade to the tag's videos, but an admin tidying the tabs
 * should not lose videos by surprise: they are moved or deleted first.
 */
export async function deleteGuidelineTag(db: Db, actor: number, id: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [old] = await tx.select().from(guidelineTags).where(eq(guidelineTags.id, id)).for('update');
    if (!old) throw notFound();
    if ((await videoCount(tx, id)) > 0) throw conflict('guidelineTagHasVideos');
    await tx.delete(guidelineTags).where(eq(guidelineTags.id, id));
    await recordAudit(tx, {
      actor,
      action: 'content.guideline_tag_deleted',
      subject: subject(id),
      before: { name: old.name },
      at: now,
    });
  });
}
