import type { FastifyInstance } from 'fastify';
import {
  adminGuidelineListSchema,
  adminGuidelinesQuerySchema,
  guidelineRequestSchema,
  guidelineSchema,
} from '@rishta/domain';
import {
  addGuideline,
  adminGuidelines,
  deleteGuideline,
  updateGuideline,
} from '../../../services/staff/content/videos';
import { contentCrudRoutes } from './crud-routes';

/** The guideline videos (issue 13, content): a tag, English and Hindi titles, a YouTube id. */
export async function guidelineVideoRoutes(app: FastifyInstance) {
  contentCrudRoutes(app, {
    path: '/admin/content/guidelines',
    role: 'admin',
    invalidates: ['guidelines'],
    list: {
      description: 'Guideline videos, oldest first; `?tag=` keeps one tag’s.',
      query: adminGuidelinesQuerySchema,
      answer: adminGuidelineListSchema,
      run: (db, query) => adminGuidelines(db, query.tag),
    },
    create: {
      description: 'Adds a video under an existing tag; `youtube_code` is the 11-character video id.',
      body: guidelineRequestSchema,
      answer: guidelineSchema,
      run: addGuideline,
    },
    update: {
      description: 'Replaces a video’s tag, titles and YouTube id (all four fields).',
      body: guidelineRequestSchema,
      answer: guidelineSchema,
      run: updateGuideline,
    },
    remove: { description: 'Deletes a video.', run: deleteGuideline },
  });
}
