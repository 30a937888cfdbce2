// Builders of the content API's answers for this screen's tests, from the domain's types; `patch`
// changes only what a test is about.
import type {
  AdminBlockedKeyword,
  AdminBook,
  AdminChatGroup,
  AdminGuidelineTag,
  AdminMarquee,
  AdminNews,
  AdminStory,
  AdminGuideline,
} from '@rishta/domain';

const CREATED = '2025-06-01T10:00:00.000Z';

export const tag = (id: number, patch: Partial<AdminGuidelineTag> = {}): AdminGuidelineTag => ({
  id,
  name: `Tag ${id}`,
  video_count: 0,
  translations: {},
  ...patch,
});

export const video = (id: number, patch: Partial<AdminGuideline> = {}): AdminGuideline => ({
  id,
  tag: 1,
  title: `Video ${id}`,
  title_hindi: `वीडियो ${id}`,
  youtube_code: `abcdefghi${String(id).padStart(2, '0')}`,
  translations: {},
  ...patch,
});

export const book = (id: number, patch: Partial<AdminBook> = {}): AdminBook => ({
  id,
  title: `Book ${id}`,
  author: `Author ${id}`,
  description: '',
  translations: {},
  language: 'english',
  cover: `https://media.example/books/${id}-cover.jpg?sig=1`,
  pdf: `https://media.example/books/${id}.pdf?sig=1`,
  download_count: 10 * id,
  created_on: CREATED,
  ...patch,
});

export const newsCard = (id: number, patch: Partial<AdminNews> = {}): AdminNews => ({
  id,
  title: `News ${id}`,
  link: `https://news.example/article-${id}`,
  description: `What article ${id} says.`,
  image: null,
  created_on: CREATED,
  translations: {},
  ...patch,
});

export const story = (id: number, patch: Partial<AdminStory> = {}): AdminStory => ({
  id,
  name: `Couple ${id}`,
  short_description: `Met in ${2020 + id}.`,
  description: `The whole story number ${id}.`,
  youtube_code: `storyvideo${id}`,
  created_on: CREATED,
  translations: {},
  ...patch,
});

export const marqueeLine = (id: number, patch: Partial<AdminMarquee> = {}): AdminMarquee => ({
  id,
  message: `Header line ${id}`,
  is_active: true,
  translations: {},
  ...patch,
});

export const chatGroup = (id: number, patch: Partial<AdminChatGroup> = {}): AdminChatGroup => ({
  id,
  group_name: `Group ${id}`,
  description: `What group ${id} is for.`,
  translations: {},
  archived: false,
  member_count: 5 * id,
  ...patch,
});

export const keyword = (id: number, word: string): AdminBlockedKeyword => ({ id, keyword: word });

/** A small file as a browser's file picker gives it. */
export const file = (name: string, type: string) => new File(['%PDF-1.4 test'], name, { type });
