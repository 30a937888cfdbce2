import { asc, eq } from 'drizzle-orm';
import { guidelineTags, guidelines, type Db } from '@rishta/db';

const columns = {
  id: guidelines.id,
  tag: guidelines.tagId,
  title: guidelines.title,
  title_hindi: guidelines.titleHindi,
  youtube_code: guidelines.youtubeCode,
};

export function listGuidelineTags(db: Db) {
  return db
    .select({ id: guidelineTags.id, name: guidelineTags.name })
    .from(guidelineTags)
    .orderBy(asc(guidelineTags.id));
}

export function listGuidelinesByTag(db: Db, tagId: number) {
  return db.select(columns).from(guidelines).where(eq(guidelines.tagId, tagId)).orderBy(asc(guidelines.id));
}

export function listAllGuidelines(db: Db) {
  return db.select(columns).from(guidelines).orderBy(asc(guidelines.id));
}
