import type { FastifyInstance } from 'fastify';
import {
  adminGuidelineListSchema,
  adminGuidelineSchema,
  adminGuidelinesQuerySchema,
  guidelineRequestSchema,
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
      description:
        'Adds a video under an existing tag; `youtube_code` is the 11-character video id. ' +
        '`translations` carry the title in other languages; Hindi’s is `title_hindi` (a `hi` ' +
        'entry is dropped).',
      body: guidelineRequestSchema,
      answer: adminGuidelineSchema,
      run: addGuideline,
    },
    update: {
      description: 'Replaces a video’s tag, titles, YouTube id and translated titles (every field).',
      body: guidelineRequestSchema,
      answer: adminGuidelineSchema,
      run: updateGuideline,
    },
    remove: { description: 'Deletes a video.', run: deleteGuideline },
  });
}
