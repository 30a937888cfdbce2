import { asc, eq } from 'drizzle-orm';
import type {
  AdminGuideline,
  AdminGuidelineList,
  guidelineRequestSchema,
  Translations,
} from '@rishta/domain';
import type { z } from 'zod';
import { guidelineTags, guidelines, type Db } from '@rishta/db';
import { fieldError, notFound } from '../../../lib/http-error';
import { recordAudit } from '../../audit-log/record-audit';
import { changedFields } from './changed-fields';

export type GuidelineInput = z.output<typeof guidelineRequestSchema>;
type GuidelineRow = typeof guidelines.$inferSelect;

const subject = (id: number) => `guideline:${id}`;

const toGuideline = (row: GuidelineRow): AdminGuideline => ({
  id: row.id,
  tag: row.tagId,
  title: row.title,
  title_hindi: row.titleHindi,
  youtube_code: row.youtubeCode,
  translations: row.translations,
});

/** The wire fields of a video, as the audit row keeps them. */
const fieldsOf = (g: AdminGuideline) => ({
  tag: g.tag,
  title: g.title,
  title_hindi: g.title_hindi,
  youtube_code: g.youtube_code,
  translations: g.translations,
});

/** Hindi's title is `title_hindi`, the spec's own field: a `hi` entry of the form is dropped. */
function withoutHindi(translations: Translations<'title'>): Translations<'title'> {
  const { hi: _hindi, ...others } = translations;
  return others;
}

const columnsOf = (input: GuidelineInput) => ({
  tagId: input.tag,
  title: input.title,
  titleHindi: input.title_hindi,
  youtubeCode: input.youtube_code,
  // Absent, the saved translations stay (drizzle leaves an undefined column as it is).
  translations: input.translations && withoutHindi(input.translations),
});

/**
 * The video's tag must exist. Locking it keeps a tag from being deleted while a video is being
 * added to it (deleting a tag refuses while it has videos).
 */
async function lockTag(db: Db, tagId: number): Promise<void> {
  const [tag] = await db
    .select({ id: guidelineTags.id })
    .from(guidelineTags)
    .where(eq(guidelineTags.id, tagId))
    .for('update');
  if (!tag) throw fieldError('tag', 'invalidChoice');
}

export async function adminGuidelines(db: Db, tagId?: number): Promise<AdminGuidelineList> {
  const query = db.select().from(guidelines);
  const rows = await (tagId === undefined ? query : query.where(eq(guidelines.tagId, tagId))).orderBy(
    asc(guidelines.id),
  );
  return { count: rows.length, results: rows.map(toGuideline) };
}

export async function addGuideline(
  db: Db,
  actor: number,
  input: GuidelineInput,
  now: Date,
): Promise<AdminGuideline> {
  return db.transaction(async (tx) => {
    await lockTag(tx, input.tag);
    const [row] = await tx.insert(guidelines).values(columnsOf(input)).returning();
    const created = toGuideline(row!);
    await recordAudit(tx, {
      actor,
      action: 'content.guideline_added',
      subject: subject(created.id),
      after: fieldsOf(created),
      at: now,
    });
    return created;
  });
}

export async function updateGuideline(
  db: Db,
  actor: number,
  id: number,
  input: GuidelineInput,
  now: Date,
): Promise<AdminGuideline> {
  return db.transaction(async (tx) => {
    const [old] = await tx.select().from(guidelines).where(eq(guidelines.id, id)).for('update');
    if (!old) throw notFound();
    await lockTag(tx, input.tag);
    const [row] = await tx.update(guidelines).set(columnsOf(input)).where(eq(guidelines.id, id)).returning();
    const updated = toGuideline(row!);
    await recordAudit(tx, {
      actor,
      action: 'content.guideline_updated',
      subject: subject(id),
      ...changedFields(fieldsOf(toGuideline(old)), fieldsOf(updated)),
      at: now,
    });
    return updated;
  });
}

export async function deleteGuideline(db: Db, actor: number, id: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [old] = await tx.delete(guidelines).where(eq(guidelines.id, id)).returning();
    if (!old) throw notFound();
    await recordAudit(tx, {
      actor,
      action: 'content.guideline_deleted',
      subject: subject(id),
      before: fieldsOf(toGuideline(old)),
      at: now,
    });
  });
}
