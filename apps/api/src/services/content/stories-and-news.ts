import { asc, desc, eq } from 'drizzle-orm';
import { blogs, headerMessages, successStories, type Db } from '@rishta/db';
import { localized, type Blog, type LanguageCode } from '@rishta/domain';
import type { MediaUrls } from '../../lib/media-urls';

// Each text in the reader's language (issue 30), English where it has none.

export async function listSuccessStories(db: Db, language?: LanguageCode) {
  const rows = await db
    .select()
    .from(successStories)
    .orderBy(desc(successStories.createdAt), asc(successStories.id));
  return rows.map((story) =>
    localized(
      {
        id: story.id,
        name: story.name,
        short_description: story.shortDescription,
        description: story.description,
        youtube_code: story.youtubeCode,
      },
      story.translations,
      language,
      ['name', 'short_description', 'description'],
    ),
  );
}

export async function listBlogs(db: Db, urls: MediaUrls, language?: LanguageCode): Promise<Blog[]> {
  const rows = await db.select().from(blogs).orderBy(desc(blogs.createdAt), desc(blogs.id));
  return rows.map((row) => {
    const b = localized(row, row.translations, language, ['title', 'description']);
    return {
      id: b.id,
      title: b.title,
      link: b.link,
      preview: {
        image: b.imageKey ? urls.url(b.imageKey, 24 * 3600) : null,
        title: b.title,
        description: b.description,
      },
    };
  });
}

export async function listHeaderMessages(db: Db, language?: LanguageCode) {
  const rows = await db
    .select()
    .from(headerMessages)
    .where(eq(headerMessages.isActive, true))
    .orderBy(asc(headerMessages.id));
  return rows.map((row) =>
    localized({ id: row.id, message: row.message }, row.translations, language, ['message']),
  );
}
