import type { z } from 'zod';
import { NEWS_IMAGE_FIELD, type AdminNews, type AdminNewsList, type newsRequestSchema } from '@rishta/domain';
import { contentPath, contentQuery, sendContent } from '../content-api';

export type NewsRequest = z.output<typeof newsRequestSchema> & { image: File | null };

/** GET /admin/content/news: the news cards, newest first (the public order). */
export const newsQuery = () => contentQuery<AdminNewsList>('news');

/**
 * The card as the API takes it: multipart when a new image goes with it, JSON otherwise (a text
 * edit does not upload anything; `remove_image` drops the old image).
 */
function newsBody({ image, remove_image, ...text }: NewsRequest): FormData | object {
  if (!image) return remove_image ? { ...text, remove_image: true } : text;
  const form = new FormData();
  for (const [field, value] of Object.entries(text)) form.append(field, value);
  form.append(NEWS_IMAGE_FIELD, image, image.name);
  return form;
}

export const newsRequests = {
  add: (body: NewsRequest) => sendContent<AdminNews>('POST', contentPath('news'), newsBody(body)),
  update: (id: number, body: NewsRequest) =>
    sendContent<AdminNews>('PUT', contentPath('news', id), newsBody(body)),
  remove: (id: number) => sendContent<null>('DELETE', contentPath('news', id)),
};
