import type { z } from 'zod';
import type {
  AdminGuidelineList,
  AdminGuidelineTag,
  AdminGuidelineTagList,
  Guideline,
  guidelineRequestSchema,
  guidelineTagRequestSchema,
} from '@rishta/domain';
import { contentPath, contentQuery, sendContent } from '../content-api';

export type TagRequest = z.output<typeof guidelineTagRequestSchema>;
export type VideoRequest = z.output<typeof guidelineRequestSchema>;

/** GET /admin/content/guideline-tags: the public tabs in order, each with its number of videos. */
export const tagsQuery = () => contentQuery<AdminGuidelineTagList>('guideline-tags');
/** GET /admin/content/guidelines: every video, oldest first (the tag filter is applied here). */
export const videosQuery = () => contentQuery<AdminGuidelineList>('guidelines');

export const tagRequests = {
  add: (body: TagRequest) => sendContent<AdminGuidelineTag>('POST', contentPath('guideline-tags'), body),
  rename: (id: number, body: TagRequest) =>
    sendContent<AdminGuidelineTag>('PUT', contentPath('guideline-tags', id), body),
  remove: (id: number) => sendContent<null>('DELETE', contentPath('guideline-tags', id)),
};

export const videoRequests = {
  add: (body: VideoRequest) => sendContent<Guideline>('POST', contentPath('guidelines'), body),
  update: (id: number, body: VideoRequest) =>
    sendContent<Guideline>('PUT', contentPath('guidelines', id), body),
  remove: (id: number) => sendContent<null>('DELETE', contentPath('guidelines', id)),
};
