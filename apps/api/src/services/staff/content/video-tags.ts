import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminGuidelineTag, AdminGuidelineTagList, guidelineTagRequestSchema } from '@rishta/domain';
import { guidelineTags, guidelines, type Db } from '@rishta/db';
import { conflict, notFound } from '../../../lib/http-error';
import { recordAudit } from '../../audit-log/record-audit';
import { changedFields } from './changed-fields';

/** A tag's English name and, for the other languages' tabs, its translations (issue 30). */
export type GuidelineTagInput = z.output<typeof guidelineTagRequestSchema>;

const subject = (id: number) => `guideline_tag:${id}`;
/** A form's columns. Absent, the saved translations stay (drizzle leaves an undefined column as it is). */
const columnsOf = (tag: GuidelineTagInput) => ({ name: tag.name, translations: tag.translations });
/** A saved tag's fields, for its answer and audit rows. */
const fieldsOf = (tag: typeof guidelineTags.$inferSelect) => ({
  name: tag.name,
  translations: tag.translations,
});

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
    .select({
      id: guidelineTags.id,
      name: guidelineTags.name,
      video_count: count(guidelines.id),
      translations: guidelineTags.translations,
    })
    .from(guidelineTags)
    .leftJoin(guidelines, eq(guidelines.tagId, guidelineTags.id))
    .groupBy(guidelineTags.id)
    .orderBy(asc(guidelineTags.id));
  return { count: rows.length, results: rows };
}

export async function addGuidelineTag(
  db: Db,
  actor: number,
  input: GuidelineTagInput,
  now: Date,
): Promise<AdminGuidelineTag> {
  return db.transaction(async (tx) => {
    await refuseTakenName(tx, input.name);
    // A second admin adding the same name at the same moment meets the unique index instead.
    const [row] = await tx.insert(guidelineTags).values(columnsOf(input)).onConflictDoNothing().returning();
    if (!row) throw conflict('guidelineTagExists');
    await recordAudit(tx, {
      actor,
      action: 'content.guideline_tag_added',
      subject: subject(row.id),
      after: fieldsOf(row),
      at: now,
    });
    return { id: row.id, ...fieldsOf(row), video_count: 0 };
  });
}

/** Renames a tag and saves its names in the other languages; its videos keep it. */
export async function renameGuidelineTag(
  db: Db,
  actor: number,
  id: number,
  input: GuidelineTagInput,
  now: Date,
): Promise<AdminGuidelineTag> {
  return db.transaction(async (tx) => {
    const [old] = await tx.select().from(guidelineTags).where(eq(guidelineTags.id, id)).for('update');
    if (!old) throw notFound();
    await refuseTakenName(tx, input.name, id);
    const [row] = await tx
      .update(guidelineTags)
      .set(columnsOf(input))
      .where(eq(guidelineTags.id, id))
      .returning();
    await recordAudit(tx, {
      actor,
      action: 'content.guideline_tag_renamed',
      subject: subject(id),
      ...changedFields(fieldsOf(old), fieldsOf(row!)),
      at: now,
    });
    return { id, ...fieldsOf(row!), video_count: await videoCount(tx, id) };
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
      before: fieldsOf(old),
      at: now,
    });
  });
}
