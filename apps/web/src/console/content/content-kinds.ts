import type { ComponentType } from 'react';
import { BlockedKeywordsSection } from './blocked-keywords/blocked-keywords-section';
import { BooksSection } from './books/books-section';
import { GuidelinesSection } from './guidelines/guidelines-section';
import { MarqueeSection } from './marquee/marquee-section';
import { NewsSection } from './news/news-section';
import { PartnerFoundSection } from './partner-found/partner-found-section';
import { StoriesSection } from './stories/stories-section';

/** The kinds of content, in the tabs' order; each is /admin/content/<kind>. */
export const CONTENT_KINDS = [
  'guidelines',
  'books',
  'news',
  'stories',
  'marquee',
  'blocked-keywords',
  'partner-found',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const isContentKind = (value: string): value is ContentKind =>
  (CONTENT_KINDS as readonly string[]).includes(value);

/**
 * Each kind's screen. They come in the content page's own chunk rather than one chunk each: all
 * seven are small (1–2.5 KiB gzip), and every extra lazy chunk that imports the Mantine inputs
 * the public pages share re-splits the chunks the home page downloads (issue 13's budget).
 */
export const CONTENT_SECTIONS: Record<ContentKind, ComponentType> = {
  guidelines: GuidelinesSection,
  books: BooksSection,
  news: NewsSection,
  stories: StoriesSection,
  marquee: MarqueeSection,
  'blocked-keywords': BlockedKeywordsSection,
  'partner-found': PartnerFoundSection,
};
