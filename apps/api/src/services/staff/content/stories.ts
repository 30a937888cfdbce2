import { asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminStory, AdminStoryList, storyRequestSchema } from '@rishta/domain';
import { successStories, type Db } from '@rishta/db';
import { notFound } from '../../../lib/http-error';
import { recordAudit } from '../../audit-log/record-audit';
import { changedFields } from './changed-fields';

export type StoryInput = z.output<typeof storyRequestSchema>;
type StoryRow = typeof successStories.$inferSelect;

const subject = (id: number) => `story:${id}`;

const fieldsOf = (row: StoryRow) => ({
  name: row.name,
  short_description: row.shortDescription,
  description: row.description,
  youtube_code: row.youtubeCode,
  translations: row.translations,
});

const toStory = (row: StoryRow): AdminStory => ({
  id: row.id,
  ...fieldsOf(row),
  created_on: row.createdAt.toISOString(),
});

const columnsOf = (input: StoryInput) => ({
  name: input.name,
  shortDescription: input.short_description,
  description: input.description,
  youtubeCode: input.youtube_code,
  // Absent, the saved translations stay (drizzle leaves an undefined column as it is).
  translations: input.translations,
});

/** Newest first, the order of the public list. */
export async function adminStories(db: Db): Promise<AdminStoryList> {
  const rows = await db
    .select()
    .from(successStories)
    .orderBy(desc(successStories.createdAt), asc(successStories.id));
  return { count: rows.length, results: rows.map(toStory) };
}

export async function addStory(db: Db, actor: number, input: StoryInput, now: Date): Promise<AdminStory> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(successStories)
      .values({ ...columnsOf(input), createdAt: now })
      .returning();
    await recordAudit(tx, {
      actor,
      action: 'content.story_added',
      subject: subject(row!.id),
      after: fieldsOf(row!),
      at: now,
    });
    return toStory(row!);
  });
}

export async function updateStory(
  db: Db,
  actor: number,
  id: number,
  input: StoryInput,
  now: Date,
): Promise<AdminStory> {
  return db.transaction(async (tx) => {
    const [old] = await tx.select().from(successStories).where(eq(successStories.id, id)).for('update');
    if (!old) throw notFound();
    const [row] = await tx
      .update(successStories)
      .set(columnsOf(input))
      .where(eq(successStories.id, id))
      .returning();
    await recordAudit(tx, {
      actor,
      action: 'content.story_updated',
      subject: subject(id),
      ...changedFields(fieldsOf(old), fieldsOf(row!)),
      at: now,
    });
    return toStory(row!);
  });
}

export async function deleteStory(db: Db, actor: number, id: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [old] = await tx.delete(successStories).where(eq(successStories.id, id)).returning();
    if (!old) throw notFound();
    await recordAudit(tx, {
      actor,
      action: 'content.story_deleted',
      subject: subject(id),
      before: fieldsOf(old),
      at: now,
    });
  });
}
