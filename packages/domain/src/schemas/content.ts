// Wire shapes of the content calls (SPEC.md §3 "Content", §7 "Content"). Both the API's response
// schemas and the web app's types come from here.
import { z } from 'zod';
import { BOOK_LANGUAGES } from '../constants/profile-options';

export const guidelineTagSchema = z.object({ id: z.number().int(), name: z.string() });
export type GuidelineTag = z.infer<typeof guidelineTagSchema>;

export const guidelineSchema = z.object({
  id: z.number().int(),
  tag: z.number().int(),
  title: z.string(),
  title_hindi: z.string(),
  youtube_code: z.string(),
});
export type Guideline = z.infer<typeof guidelineSchema>;

export const successStorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  short_description: z.string(),
  description: z.string(),
  youtube_code: z.string(),
});
export type SuccessStory = z.infer<typeof successStorySchema>;

export const blogSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  link: z.string(),
  preview: z.object({ image: z.string().nullable(), title: z.string(), description: z.string() }),
});
export type Blog = z.infer<typeof blogSchema>;

export const headerMessageSchema = z.object({ id: z.number().int(), message: z.string() });
export type HeaderMessage = z.infer<typeof headerMessageSchema>;

export const bookLanguageSchema = z.enum(BOOK_LANGUAGES);
export const bookSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  author: z.string(),
  /** What the book is about, in the reader's language (issue 30); '' when none was written. */
  description: z.string(),
  cover: z.string(),
  pdf: z.string(),
  language: bookLanguageSchema,
  download_count: z.number().int(),
});
export type Book = z.infer<typeof bookSchema>;

export const countSchema = z.object({ count: z.number().int() });
export type CountResponse = z.infer<typeof countSchema>;

/** The three pages whose visits are counted (SPEC.md §7 configs/counter/*). */
export const COUNTER_PAGES = ['guidelines', 'homepage', 'book'] as const;
export type CounterPage = (typeof COUNTER_PAGES)[number];

export const bookDownloadSchema = z.object({
  id: z.number().int(),
  download_count: z.number().int(),
  pdf: z.string(),
});
export type BookDownload = z.infer<typeof bookDownloadSchema>;
