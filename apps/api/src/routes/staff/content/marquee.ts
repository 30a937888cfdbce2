import type { FastifyInstance } from 'fastify';
import {
  adminMarqueeListSchema,
  adminMarqueeSchema,
  marqueeCreateSchema,
  marqueeUpdateSchema,
} from '@rishta/domain';
import {
  addMarquee,
  adminMarquee,
  deleteMarquee,
  updateMarquee,
} from '../../../services/staff/content/marquee';
import { contentCrudRoutes } from './crud-routes';

/** The running headline of the site's header (issue 13, content). */
export async function marqueeRoutes(app: FastifyInstance) {
  contentCrudRoutes(app, {
    path: '/admin/content/marquee',
    role: 'admin',
    invalidates: ['header-messages'],
    list: {
      description: 'Every header line, switched-off ones too; the header runs the active ones.',
      answer: adminMarqueeListSchema,
      run: adminMarquee,
    },
    create: {
      description: 'Adds a line; it runs at once unless `is_active` is false.',
      body: marqueeCreateSchema,
      answer: adminMarqueeSchema,
      run: addMarquee,
    },
    update: {
      description: 'Replaces a line’s text, its texts in other languages and whether it runs.',
      body: marqueeUpdateSchema,
      answer: adminMarqueeSchema,
      run: updateMarquee,
    },
    remove: { description: 'Deletes a line.', run: deleteMarquee },
  });
}
