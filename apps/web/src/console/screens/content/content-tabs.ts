import type { ComponentType } from 'react';
import { sectionOf } from '../../kit/content/content-section';
import { books } from '../../resources/books/books';
import { chatGroups } from '../../resources/chat-groups/chat-groups';
import { keywords } from '../../resources/keywords/keywords';
import { marquee } from '../../resources/marquee/marquee';
import { news } from '../../resources/news/news';
import { PartnerFoundSection } from '../../resources/stories/partner-found';
import { stories } from '../../resources/stories/stories';
import { VideosSection } from '../../resources/videos/videos-section';

/**
 * The content page's tabs in their order, each /admin/content/<tab>, with the section it shows.
 * They come in the content page's own chunk rather than one chunk each: all eight are small
 * (1–2.5 KiB gzip), and every extra lazy chunk that imports the Mantine inputs the public pages
 * share re-splits the chunks the home page downloads (issue 13's budget).
 */
export const CONTENT_SECTIONS = {
  guidelines: VideosSection,
  books: sectionOf(books),
  news: sectionOf(news),
  stories: sectionOf(stories),
  marquee: sectionOf(marquee),
  'chat-groups': sectionOf(chatGroups),
  'blocked-keywords': sectionOf(keywords),
  'partner-found': PartnerFoundSection,
} satisfies Record<string, ComponentType>;

export type ContentTab = keyof typeof CONTENT_SECTIONS;
export const CONTENT_TABS = Object.keys(CONTENT_SECTIONS) as ContentTab[];

export const isContentTab = (value: string): value is ContentTab => Object.hasOwn(CONTENT_SECTIONS, value);
