import type { FastifyInstance } from 'fastify';
import {
  adminBlockedKeywordListSchema,
  adminBlockedKeywordSchema,
  blockedKeywordRequestSchema,
  detailSchema,
} from '@rishta/domain';
import {
  addBlockedKeyword,
  adminBlockedKeywords,
  deleteBlockedKeyword,
} from '../../../services/staff/content/keywords';
import { contentCrudRoutes } from './crud-routes';

/** Words sign-up and profile saves refuse (issue 13, content); they apply from the next request. */
export async function blockedKeywordRoutes(app: FastifyInstance) {
  contentCrudRoutes(app, {
    path: '/admin/content/blocked-keywords',
    role: 'admin',
    invalidates: ['blocked-keywords'],
    list: {
      description: 'The blocked keywords, alphabetically.',
      answer: adminBlockedKeywordListSchema,
      run: adminBlockedKeywords,
    },
    create: {
      description:
        'Blocks a keyword, stored in lower case with single spaces; one already blocked is a 409. ' +
        'Sign-up and profile saves refuse it from the next request on.',
      body: blockedKeywordRequestSchema,
      answer: adminBlockedKeywordSchema,
      more: { 409: detailSchema },
      run: (db, actor, body, now) => addBlockedKeyword(db, actor, body.keyword, now),
    },
    // A keyword is only added or removed: no update.
    remove: { description: 'Unblocks a keyword.', run: deleteBlockedKeyword },
  });
}
