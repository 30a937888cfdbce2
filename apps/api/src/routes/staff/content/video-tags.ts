import type { FastifyInstance } from 'fastify';
import {
  adminGuidelineTagListSchema,
  adminGuidelineTagSchema,
  detailSchema,
  guidelineTagRequestSchema,
} from '@rishta/domain';
import {
  addGuidelineTag,
  adminGuidelineTags,
  deleteGuidelineTag,
  renameGuidelineTag,
} from '../../../services/staff/content/video-tags';
import { contentCrudRoutes } from './crud-routes';

/** The tabs of the guidelines page (issue 13, content). */
export async function guidelineTagRoutes(app: FastifyInstance) {
  contentCrudRoutes(app, {
    path: '/admin/content/guideline-tags',
    role: 'admin',
    invalidates: ['guidelines'],
    list: {
      description: 'Every guideline tag with its number of videos, in the order of the public tabs.',
      answer: adminGuidelineTagListSchema,
      run: adminGuidelineTags,
    },
    create: {
      description:
        'Adds a tag with its name in other languages (`translations`); a name already used ' +
        '(whatever the capitals) is a 409.',
      body: guidelineTagRequestSchema,
      answer: adminGuidelineTagSchema,
      more: { 409: detailSchema },
      run: addGuidelineTag,
    },
    update: {
      description: 'Renames a tag and replaces its names in other languages; its videos keep it.',
      body: guidelineTagRequestSchema,
      answer: adminGuidelineTagSchema,
      more: { 409: detailSchema },
      run: renameGuidelineTag,
    },
    remove: {
      description: 'Deletes a tag without videos (409 while it has any: move or delete them first).',
      more: { 409: detailSchema },
      run: deleteGuidelineTag,
    },
  });
}
