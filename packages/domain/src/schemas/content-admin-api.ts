// Content management for admins (issue 13): /api/admin/content/*. The public site reads the same
// tables through the content calls (schemas/content.ts), so these shapes mirror those and add what
// only the console needs (inactive marquee lines, dates, counts).
import { z } from 'zod';
import { BOOK_LANGUAGES } from '../constants/profile-options';
import { MESSAGES } from '../messages';
import { STAFF_MESSAGES } from '../staff-messages';
import { bookSchema, guidelineSchema, successStorySchema } from './content';
import { optionalString, requiredChoice, requiredNumber, requiredString } from './generic-rules';
import { storedTranslationsSchema, translationsSchema } from './translations';

/** The longest texts the console accepts for each kind of content. */
export const CONTENT_TEXT_MAX = {
  tagName: 100,
  title: 200,
  author: 120,
  name: 120,
  shortDescription: 300,
  description: 5000,
  message: 300,
  link: 500,
  keyword: 100,
  bookDescription: 1000,
  groupDescription: 300,
  groupName: 60,
} as const;

/** What the console reads back of a row's texts in the other languages (issue 30). */
const translations = storedTranslationsSchema;

/** A partner-found offset beyond this is a typing slip, not a number of marriages. */
export const PARTNER_FOUND_OFFSET_MAX = 1_000_000;

/** The id of one item: /admin/content/<kind>/{id}. */
export const contentIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
/** DELETE answers 204 with no body. */
export const contentDeletedSchema = z.null().describe('Deleted; no body.');

// A YouTube video id is 11 characters of the URL-safe alphabet; the site embeds it as it is.
const YOUTUBE_CODE = /^[A-Za-z0-9_-]{11}$/;
const youtubeCode = () => requiredString().regex(YOUTUBE_CODE, { error: STAFF_MESSAGES.youtubeCodeInvalid });

// News cards link out of the site; only https, so no page of ours links to a plain-text one.
const HTTPS_LINK = /^https:\/\/[^\s/?#.]+(\.[^\s/?#.]+)+([/?#]\S*)?$/i;

/** A boolean from JSON (true) or from a multipart field ('true'). */
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])], { error: MESSAGES.wrongValue })
  .transform((v) => v === true || v === 'true' || v === '1');

// ---- Guideline tags and videos ----

export const guidelineTagRequestSchema = z.object({
  name: requiredString({ max: CONTENT_TEXT_MAX.tagName }),
  translations: translationsSchema({ name: CONTENT_TEXT_MAX.tagName }),
});
export type GuidelineTagRequest = z.input<typeof guidelineTagRequestSchema>;

export const adminGuidelineTagSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** How many videos carry the tag: a tag with videos cannot be deleted. */
  video_count: z.number().int(),
  translations,
});
export type AdminGuidelineTag = z.infer<typeof adminGuidelineTagSchema>;
export const adminGuidelineTagListSchema = z.object({
  count: z.number().int(),
  results: z.array(adminGuidelineTagSchema),
});
export type AdminGuidelineTagList = z.infer<typeof adminGuidelineTagListSchema>;

export const guidelineRequestSchema = z.object({
  tag: requiredNumber({ integer: true }),
  title: requiredString({ max: CONTENT_TEXT_MAX.title }),
  title_hindi: requiredString({ max: CONTENT_TEXT_MAX.title }),
  youtube_code: youtubeCode(),
  /** The other ten languages' titles; Hindi's is `title_hindi` (a `hi` entry is ignored). */
  translations: translationsSchema({ title: CONTENT_TEXT_MAX.title }),
});
export type GuidelineRequest = z.input<typeof guidelineRequestSchema>;

export const adminGuidelinesQuerySchema = z.object({ tag: z.coerce.number().int().positive().optional() });
export const adminGuidelineSchema = guidelineSchema.extend({ translations });
export type AdminGuideline = z.infer<typeof adminGuidelineSchema>;
export const adminGuidelineListSchema = z.object({
  count: z.number().int(),
  results: z.array(adminGuidelineSchema),
});
export type AdminGuidelineList = z.infer<typeof adminGuidelineListSchema>;

// ---- Books ----

/**
 * A book's texts and shelf tab: the text fields of the multipart upload (the files come as the
 * parts `pdf`, checked to be a PDF by its bytes, and `cover`, an image re-encoded as JPEG), and the
 * JSON body of PUT /admin/content/books/{id}, which keeps the PDF and cover (a book with other
 * files is deleted and added again).
 */
export const bookFieldsSchema = z.object({
  title: requiredString({ max: CONTENT_TEXT_MAX.title }),
  author: requiredString({ max: CONTENT_TEXT_MAX.author }),
  language: requiredChoice(BOOK_LANGUAGES),
  description: optionalString({ max: CONTENT_TEXT_MAX.bookDescription }),
  translations: translationsSchema({ description: CONTENT_TEXT_MAX.bookDescription }),
});
export type BookFieldsRequest = z.input<typeof bookFieldsSchema>;
export const BOOK_FILE_FIELDS = ['pdf', 'cover'] as const;

/** `description` is the English one here; `translations` carry the others. */
export const adminBookSchema = bookSchema.extend({ created_on: z.string(), translations });
export type AdminBook = z.infer<typeof adminBookSchema>;
export const adminBookListSchema = z.object({ count: z.number().int(), results: z.array(adminBookSchema) });
export type AdminBookList = z.infer<typeof adminBookListSchema>;

// ---- News (blogs) ----

/**
 * JSON, or multipart with the same fields and an optional `image` part. On update, a new image
 * replaces the old one, `remove_image: true` removes it, and neither keeps it.
 */
export const newsRequestSchema = z.object({
  title: requiredString({ max: CONTENT_TEXT_MAX.title }),
  link: requiredString({ max: CONTENT_TEXT_MAX.link }).regex(HTTPS_LINK, {
    error: STAFF_MESSAGES.httpsLinkRequired,
  }),
  description: requiredString({ max: CONTENT_TEXT_MAX.description }),
  remove_image: flag.optional(),
  translations: translationsSchema({
    title: CONTENT_TEXT_MAX.title,
    description: CONTENT_TEXT_MAX.description,
  }),
});
export type NewsRequest = z.input<typeof newsRequestSchema>;
export const NEWS_IMAGE_FIELD = 'image';

export const adminNewsSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  link: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  created_on: z.string(),
  translations,
});
export type AdminNews = z.infer<typeof adminNewsSchema>;
export const adminNewsListSchema = z.object({ count: z.number().int(), results: z.array(adminNewsSchema) });
export type AdminNewsList = z.infer<typeof adminNewsListSchema>;

// ---- Success stories ----

export const storyRequestSchema = z.object({
  name: requiredString({ max: CONTENT_TEXT_MAX.name }),
  short_description: requiredString({ max: CONTENT_TEXT_MAX.shortDescription }),
  description: requiredString({ max: CONTENT_TEXT_MAX.description }),
  youtube_code: youtubeCode(),
  translations: translationsSchema({
    name: CONTENT_TEXT_MAX.name,
    short_description: CONTENT_TEXT_MAX.shortDescription,
    description: CONTENT_TEXT_MAX.description,
  }),
});
export type StoryRequest = z.input<typeof storyRequestSchema>;

export const adminStorySchema = successStorySchema.extend({ created_on: z.string(), translations });
export type AdminStory = z.infer<typeof adminStorySchema>;
export const adminStoryListSchema = z.object({ count: z.number().int(), results: z.array(adminStorySchema) });
export type AdminStoryList = z.infer<typeof adminStoryListSchema>;

// ---- Header marquee ----

const marqueeMessage = () => requiredString({ max: CONTENT_TEXT_MAX.message });
const isActive = () => z.boolean({ error: MESSAGES.wrongValue });
const marqueeTranslations = () => translationsSchema({ message: CONTENT_TEXT_MAX.message });

/** A new line shows at once unless it is created inactive. */
export const marqueeCreateSchema = z.object({
  message: marqueeMessage(),
  is_active: isActive().default(true),
  translations: marqueeTranslations(),
});
export type MarqueeCreateRequest = z.input<typeof marqueeCreateSchema>;
/** PUT replaces the line: both fields, so switching it off never needs a second call. */
export const marqueeUpdateSchema = z.object({
  message: marqueeMessage(),
  is_active: isActive(),
  translations: marqueeTranslations(),
});
export type MarqueeUpdateRequest = z.input<typeof marqueeUpdateSchema>;

export const adminMarqueeSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  is_active: z.boolean(),
  translations,
});
export type AdminMarquee = z.infer<typeof adminMarqueeSchema>;
export const adminMarqueeListSchema = z.object({
  count: z.number().int(),
  results: z.array(adminMarqueeSchema),
});
export type AdminMarqueeList = z.infer<typeof adminMarqueeListSchema>;

// ---- Chat groups ----

/** A group's name: the chat's URLs carry it, so it stays short. */
export const CHAT_GROUP_NAME_MAX = CONTENT_TEXT_MAX.groupName;

/**
 * PUT /admin/content/chat-groups/{id}: the group's English description, its name and description
 * in the other languages, and (issue 32) a new name and whether it is closed.
 */
export const chatGroupUpdateSchema = z.object({
  /**
   * A new name: the group's id in the chat calls (issue 32), so old links then find nothing.
   * Absent, the name stays.
   */
  group_name: requiredString({ max: CHAT_GROUP_NAME_MAX }).optional(),
  description: requiredString({ max: CONTENT_TEXT_MAX.groupDescription }),
  translations: translationsSchema({
    name: CONTENT_TEXT_MAX.name,
    description: CONTENT_TEXT_MAX.groupDescription,
  }),
  /** Closed: off the forum's list, readable by its members, no new messages. Absent, it stays. */
  archived: z.boolean().optional(),
});
/** A new group: its name is required. */
export const chatGroupCreateSchema = chatGroupUpdateSchema.extend({
  group_name: requiredString({ max: CHAT_GROUP_NAME_MAX }),
});
export type ChatGroupCreateRequest = z.input<typeof chatGroupCreateSchema>;
export type ChatGroupUpdateRequest = z.input<typeof chatGroupUpdateSchema>;

export const adminChatGroupSchema = z.object({
  id: z.number().int(),
  group_name: z.string(),
  description: z.string(),
  translations,
  member_count: z.number().int(),
  archived: z.boolean(),
});
export type AdminChatGroup = z.infer<typeof adminChatGroupSchema>;
export const adminChatGroupListSchema = z.object({
  count: z.number().int(),
  results: z.array(adminChatGroupSchema),
});
export type AdminChatGroupList = z.infer<typeof adminChatGroupListSchema>;

// ---- Blocked keywords ----

/**
 * How a keyword is stored: lower case with single spaces, so 'Broker  Fee' and 'broker fee' are
 * the same keyword (the check itself ignores case).
 */
export function normaliseBlockedKeyword(keyword: string): string {
  return keyword.trim().replace(/\s+/gu, ' ').toLowerCase();
}

export const blockedKeywordRequestSchema = z.object({
  keyword: requiredString({ max: CONTENT_TEXT_MAX.keyword }).transform(normaliseBlockedKeyword),
});
export type BlockedKeywordRequest = z.input<typeof blockedKeywordRequestSchema>;

export const adminBlockedKeywordSchema = z.object({ id: z.number().int(), keyword: z.string() });
export type AdminBlockedKeyword = z.infer<typeof adminBlockedKeywordSchema>;
export const adminBlockedKeywordListSchema = z.object({
  count: z.number().int(),
  results: z.array(adminBlockedKeywordSchema),
});
export type AdminBlockedKeywordList = z.infer<typeof adminBlockedKeywordListSchema>;

// ---- Partner-found offset ----

export const partnerFoundOffsetRequestSchema = z.object({
  offset: requiredNumber({ integer: true, max: PARTNER_FOUND_OFFSET_MAX }),
});
export type PartnerFoundOffsetRequest = z.input<typeof partnerFoundOffsetRequestSchema>;

/** The offset the admin set and the number the public footer shows with it. */
export const partnerFoundOffsetResponseSchema = z.object({
  offset: z.number().int(),
  count: z.number().int(),
});
export type PartnerFoundOffsetResponse = z.infer<typeof partnerFoundOffsetResponseSchema>;
