import { asc, eq } from 'drizzle-orm';
import { guidelineTags, guidelines, type Db } from '@rishta/db';
import { localized, type Guideline, type LanguageCode } from '@rishta/domain';

type GuidelineRow = Pick<
  typeof guidelines.$inferSelect,
  'id' | 'tagId' | 'title' | 'titleHindi' | 'youtubeCode' | 'translations'
>;

/**
 * A video in the reader's language (issue 30). Hindi's title is the spec's own `title_hindi`;
 * the other languages' are the row's translations, English where there is none.
 */
function toGuideline(row: GuidelineRow, language?: LanguageCode): Guideline {
  const base = {
    id: row.id,
    tag: row.tagId,
    title: row.title,
    title_hindi: row.titleHindi,
    youtube_code: row.youtubeCode,
  };
  return localized(base, { ...row.translations, hi: { title: row.titleHindi } }, language, ['title']);
}

export async function listGuidelineTags(db: Db, language?: LanguageCode) {
  const rows = await db.select().from(guidelineTags).orderBy(asc(guidelineTags.id));
  return rows.map((tag) => localized({ id: tag.id, name: tag.name }, tag.translations, language, ['name']));
}

export async function listGuidelinesByTag(db: Db, tagId: number, language?: LanguageCode) {
  const rows = await db
    .select()
    .from(guidelines)
    .where(eq(guidelines.tagId, tagId))
    .orderBy(asc(guidelines.id));
  return rows.map((row) => toGuideline(row, language));
}

export async function listAllGuidelines(db: Db, language?: LanguageCode) {
  const rows = await db.select().from(guidelines).orderBy(asc(guidelines.id));
  return rows.map((row) => toGuideline(row, language));
}
