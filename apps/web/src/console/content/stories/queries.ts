import type { z } from 'zod';
import type { AdminStory, AdminStoryList, storyRequestSchema } from '@rishta/domain';
import { contentPath, contentQuery, sendContent } from '../content-api';

export type StoryRequest = z.output<typeof storyRequestSchema>;

/** GET /admin/content/stories: the home page's success stories, newest first. */
export const storiesQuery = () => contentQuery<AdminStoryList>('stories');

export const storyRequests = {
  add: (body: StoryRequest) => sendContent<AdminStory>('POST', contentPath('stories'), body),
  update: (id: number, body: StoryRequest) =>
    sendContent<AdminStory>('PUT', contentPath('stories', id), body),
  remove: (id: number) => sendContent<null>('DELETE', contentPath('stories', id)),
};
