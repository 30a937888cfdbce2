import { asc, desc, eq } from 'drizzle-orm';
import { blogs, headerMessages, successStories, type Db } from '@rishta/db';
import type { MediaUrls } from '../../lib/media-urls';

export function listSuccessStories(db: Db) {
  return db
    .select({
      id: successStories.id,
      name: successStories.name,
      short_description: successStories.shortDescription,
      description: successStories.description,
      youtube_code: successStories.youtubeCode,
    })
    .from(successStories)
    .orderBy(desc(successStories.createdAt), asc(successStories.id));
}

export async function listBlogs(db: Db, urls: MediaUrls) {
  const rows = await db.select().from(blogs).orderBy(desc(blogs.createdAt), desc(blogs.id));
  return rows.map((b) => ({
    id: b.id,
    title: b.title,
    link: b.link,
    preview: {
      image: b.imageKey ? urls.url(b.imageKey, 24 * 3600) : null,
      title: b.title,
      description: b.description,
    },
  }));
}

export function listHeaderMessages(db: Db) {
  return db
    .select({ id: headerMessages.id, message: headerMessages.message })
    .from(headerMessages)
    .where(eq(headerMessages.isActive, true))
    .orderBy(asc(headerMessages.id));
}
