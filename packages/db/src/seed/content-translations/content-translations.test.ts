import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@rishta/domain';
import {
  BOOK_WORKS,
  BLOGS,
  CHAT_GROUPS,
  GUIDELINE_TAGS,
  HEADER_MESSAGES,
  SUCCESS_STORIES,
} from '../content-data';
import { CONTENT_TRANSLATIONS } from './all';

const sorted = (keys: Iterable<string>) => [...keys].sort();
const english = {
  guidelineTags: sorted(GUIDELINE_TAGS.map((tag) => tag.name)),
  guidelines: sorted(GUIDELINE_TAGS.flatMap((tag) => tag.videos.map((video) => video.title))),
  successStories: sorted(SUCCESS_STORIES.map((story) => story.name)),
  news: sorted(BLOGS.map((blog) => blog.title)),
  headerMessages: sorted(HEADER_MESSAGES),
  bookDescriptions: sorted(BOOK_WORKS),
  chatGroups: sorted(CHAT_GROUPS.map((group) => group.group_name)),
};

/** Every text of a language's file, however deep, so none can be left empty or untranslated. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Object.values(value as object).flatMap(texts);
}

describe.each(LANGUAGE_CODES.filter((code) => code !== 'en'))('the demo content in %s', (code) => {
  const translation = CONTENT_TRANSLATIONS[code];

  it('translates every English text, and only those', () => {
    expect(sorted(Object.keys(translation.guidelineTags))).toEqual(english.guidelineTags);
    // Hindi's video titles are the videos' own title_hindi.
    if (code === 'hi') expect(translation.guidelines).toBeUndefined();
    else expect(sorted(Object.keys(translation.guidelines ?? {}))).toEqual(english.guidelines);
    expect(sorted(Object.keys(translation.successStories))).toEqual(english.successStories);
    expect(sorted(Object.keys(translation.news))).toEqual(english.news);
    expect(sorted(Object.keys(translation.headerMessages))).toEqual(english.headerMessages);
    expect(sorted(Object.keys(translation.bookDescriptions))).toEqual(english.bookDescriptions);
    expect(sorted(Object.keys(translation.chatGroups))).toEqual(english.chatGroups);
  });

  it('has no empty text and no English sentence left in place', () => {
    const englishTexts = new Set([
      ...english.guidelineTags,
      ...english.guidelines,
      ...english.news,
      ...english.headerMessages,
      ...SUCCESS_STORIES.flatMap((story) => [story.short_description, story.description]),
      ...BLOGS.map((blog) => blog.description),
      ...CHAT_GROUPS.map((group) => group.description),
    ]);
    for (const text of texts(translation)) {
      expect(text.trim()).not.toBe('');
      expect(englishTexts.has(text)).toBe(false);
    }
  });
});
