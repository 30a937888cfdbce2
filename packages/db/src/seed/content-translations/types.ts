import type { BookWork } from '../content-data';

/**
 * One language's texts of the demo content (issue 30), keyed by the English text they translate
 * in content-data.ts, so a translator reads both side by side. The seed stores them as the rows'
 * translations; English stays in the rows' own columns as every language's fallback.
 * content-translations.test.ts checks that every language has every key, and nothing else.
 */
export interface ContentTranslationSeed {
  /** Guideline tag names: English name → name. */
  guidelineTags: Record<string, string>;
  /**
   * Guideline video titles: English title → title. Hindi has none here: its titles are the
   * videos' `title_hindi`, which the spec's guidelines page shows.
   */
  guidelines?: Record<string, string>;
  /** Success stories: the couple's English `name` → the story's three texts. */
  successStories: Record<string, { name: string; short_description: string; description: string }>;
  /** News cards: English title → title and description. */
  news: Record<string, { title: string; description: string }>;
  /** The headline marquee: English line → line. */
  headerMessages: Record<string, string>;
  /** Each book's description (BOOK_DESCRIPTIONS), for all three editions of the work. */
  bookDescriptions: Record<BookWork, string>;
  /** Chat groups: `group_name` (it stays the group's id) → the name shown and the description. */
  chatGroups: Record<string, { name: string; description: string }>;
}
