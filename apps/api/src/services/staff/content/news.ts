import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminNews, AdminNewsList, newsRequestSchema } from '@rishta/domain';
import { blogs, type Db, type MediaStore } from '@rishta/db';
import type { MediaUrls } from '../../../lib/media-urls';
import { notFound } from '../../../lib/http-error';
import { recordAudit } from '../../audit-log/record-audit';
import { discardMedia } from '../../media-deletions/discard-media';
import { changedFields } from './changed-fields';
import { NEWS_IMAGE_BOX, reencodedImage } from './content-files';

export type NewsFields = z.output<typeof newsRequestSchema>;

/** The form's fields and, when one was sent, the bytes of its image. */
export interface NewsUpload {
  fields: NewsFields;
  image: Buffer | undefined;
}

type NewsRow = typeof blogs.$inferSelect;

const CONSOLE_URL_TTL = 3600;
const subject = (id: number) => `news:${id}`;

// The audit keeps whether there is an image, not its storage key.
const fieldsOf = (row: NewsRow) => ({
  title: row.title,
  link: row.link,
  description: row.description,
  has_image: row.imageKey !== null,
  translations: row.translations,
});

function toNews(row: NewsRow, urls: MediaUrls): AdminNews {
  return {
    id: row.id,
    title: row.title,
    link: row.link,
    description: row.description,
    image: row.imageKey ? urls.url(row.imageKey, CONSOLE_URL_TTL) : null,
    created_on: row.createdAt.toISOString(),
    translations: row.translations,
  };
}

/** An image sent with the form, re-encoded and stored under a fresh name; null when none was sent. */
async function storeImage(store: MediaStore, image: Buffer | undefined): Promise<string | null> {
  if (!image || image.length === 0) return null;
  const data = await reencodedImage('image', image, NEWS_IMAGE_BOX);
  const key = `blogs/${randomBytes(12).toString('hex')}.jpg`;
  await store.put(key, data);
  return key;
}

/** Runs the row's change; a newly stored image is removed again when the change fails. */
async function withStoredImage<T>(
  db: Db,
  store: MediaStore,
  key: string | null,
  change: () => Promise<T>,
): Promise<T> {
  try {
    return await change();
  } catch (error) {
    await discardMedia(db, store, [key]);
    throw error;
  }
}

/** Newest first, the order of the public news page. */
export async function adminNews(db: Db, urls: MediaUrls): Promise<AdminNewsList> {
  const rows = await db.select().from(blogs).orderBy(desc(blogs.createdAt), desc(blogs.id));
  return { count: rows.length, results: rows.map((row) => toNews(row, urls)) };
}

export async function addNews(
  db: Db,
  store: MediaStore,
  urls: MediaUrls,
  actor: number,
  upload: NewsUpload,
  now: Date,
): Promise<AdminNews> {
  const imageKey = await storeImage(store, upload.image);
  const { title, link, description, translations } = upload.fields;
  const row = await withStoredImage(db, store, imageKey, () =>
    db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(blogs)
        .values({ title, link, description, translations, imageKey, createdAt: now })
        .returning();
      await recordAudit(tx, {
        actor,
        action: 'content.news_added',
        subject: subject(inserted!.id),
        after: fieldsOf(inserted!),
        at: now,
      });
      return inserted!;
    }),
  );
  return toNews(row, urls);
}

/**
 * Replaces the card's texts; a new image replaces the old one, `remove_image` removes it, and
 * neither keeps it. The old file is deleted only once the row no longer points at it.
 */
export async function updateNews(
  db: Db,
  store: MediaStore,
  urls: MediaUrls,
  actor: number,
  id: number,
  upload: NewsUpload,
  now: Date,
): Promise<AdminNews> {
  const newKey = await storeImage(store, upload.image);
  const { title, link, description, translations, remove_image } = upload.fields;
  const { row, oldKey } = await withStoredImage(db, store, newKey, () =>
    db.transaction(async (tx) => {
      const [old] = await tx.select().from(blogs).where(eq(blogs.id, id)).for('update');
      if (!old) throw notFound();
      const imageKey = newKey ?? (remove_image ? null : old.imageKey);
      const [updated] = await tx
        .update(blogs)
        // Absent, the saved translations stay (drizzle leaves an undefined column as it is).
        .set({ title, link, description, translations, imageKey })
        .where(eq(blogs.id, id))
        .returning();
      const changes = changedFields(fieldsOf(old), fieldsOf(updated!));
      // A replaced image is a change even though "has an image" stays true.
      if (newKey && old.imageKey) Object.assign(changes.after, { image_replaced: true });
      await recordAudit(tx, {
        actor,
        action: 'content.news_updated',
        subject: subject(id),
        ...changes,
        at: now,
      });
      return { row: updated!, oldKey: old.imageKey !== imageKey ? old.imageKey : null };
    }),
  );
  await discardMedia(db, store, [oldKey]);
  return toNews(row, urls);
}

export async function deleteNews(db: Db, store: MediaStore, actor: number, id: number, now: Date) {
  const removed = await db.transaction(async (tx) => {
    const [old] = await tx.delete(blogs).where(eq(blogs.id, id)).returning();
    if (!old) throw notFound();
    await recordAudit(tx, {
      actor,
      action: 'content.news_deleted',
      subject: subject(id),
      before: fieldsOf(old),
      at: now,
    });
    return old;
  });
  await discardMedia(db, store, [removed.imageKey]);
}
