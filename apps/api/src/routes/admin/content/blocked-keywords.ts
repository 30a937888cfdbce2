import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminBlockedKeywordListSchema,
  adminBlockedKeywordSchema,
  blockedKeywordRequestSchema,
  contentDeletedSchema,
  contentIdParamsSchema,
  detailSchema,
} from '@rishta/domain';
import {
  addBlockedKeyword,
  adminBlockedKeywords,
  deleteBlockedKeyword,
} from '../../../services/content-admin/blocked-keywords';
import { adminErrors, requireStaff } from '../require-staff';

const PATH = '/admin/content/blocked-keywords';
const config = { staffRole: 'admin' } as const;
const tags = ['admin'];

/** Words sign-up and profile saves refuse (issue 13, content); they apply from the next request. */
export async function blockedKeywordRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    PATH,
    {
      config,
      schema: {
        tags,
        description: 'The blocked keywords, alphabetically.',
        response: { 200: adminBlockedKeywordListSchema, ...adminErrors },
      },
    },
    async (request) => {
      requireStaff(request);
      return adminBlockedKeywords(app.db);
    },
  );

  r.post(
    PATH,
    {
      config,
      schema: {
        tags,
        description:
          'Blocks a keyword, stored in lower case with single spaces; one already blocked is a 409. ' +
          'Sign-up and profile saves refuse it from the next request on.',
        body: blockedKeywordRequestSchema,
        response: { 201: adminBlockedKeywordSchema, 400: detailSchema, 409: detailSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const staff = requireStaff(request);
      const row = await addBlockedKeyword(app.db, staff.accountId, request.body.keyword, app.clock());
      return reply.code(201).send(row);
    },
  );

  r.delete(
    `${PATH}/:id`,
    {
      config,
      schema: {
        tags,
        description: 'Unblocks a keyword.',
        params: contentIdParamsSchema,
        response: { 204: contentDeletedSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const staff = requireStaff(request);
      await deleteBlockedKeyword(app.db, staff.accountId, request.params.id, app.clock());
      return reply.code(204).send(null);
    },
  );
}
