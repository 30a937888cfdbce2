import type { FastifyInstance } from 'fastify';
import { adminStoryListSchema, adminStorySchema, storyRequestSchema } from '@rishta/domain';
import { addStory, adminStories, deleteStory, updateStory } from '../../../services/staff/content/stories';
import { contentCrudRoutes } from './crud-routes';

/** Success stories of the home page (issue 13, content). */
export async function storyRoutes(app: FastifyInstance) {
  contentCrudRoutes(app, {
    path: '/admin/content/stories',
    role: 'admin',
    invalidates: ['success-stories'],
    list: {
      description: 'Success stories, newest first (the public order).',
      answer: adminStoryListSchema,
      run: adminStories,
    },
    create: {
      description: 'Adds a story; `youtube_code` is the 11-character video id.',
      body: storyRequestSchema,
      answer: adminStorySchema,
      run: addStory,
    },
    update: {
      description: 'Replaces a story’s four fields and its texts in other languages (`translations`).',
      body: storyRequestSchema,
      answer: adminStorySchema,
      run: updateStory,
    },
    remove: { description: 'Deletes a story.', run: deleteStory },
  });
}
