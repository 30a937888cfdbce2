import type { z } from 'zod';
import { NEWS_IMAGE_FIELD, newsRequestSchema, type AdminNews } from '@rishta/domain';
import { multipart } from '../../kit/content/content-api';
import { contentKind, itemValues, translationValues } from '../../kit/content/content-kind';
import { optionalFile } from '../../kit/content/file-field';
import { NewsCard, NewsFields } from './news-item';

const newsFormSchema = newsRequestSchema.extend({ image: optionalFile() });

/**
 * The card as the API takes it: multipart when a new image goes with it, JSON otherwise (a text
 * edit does not upload anything; `remove_image` drops the old image).
 */
function newsBody({ image, remove_image, ...text }: z.output<typeof newsFormSchema>): FormData | object {
  if (!image) return remove_image ? { ...text, remove_image: true } : text;
  return multipart(text, { [NEWS_IMAGE_FIELD]: image });
}

/** /admin/content/news: the cards of the public news page, newest first. */
export const news = contentKind({
  texts: 'news',
  collection: 'news',
  toBody: newsBody,
  name: (card: AdminNews) => card.title,
  form: {
    schema: newsFormSchema,
    values: (card) => {
      const text = itemValues(card, { title: '', link: '', description: '' });
      return { ...text, ...translationValues(card), image: null, remove_image: false };
    },
    Fields: NewsFields,
  },
  Card: NewsCard,
});
