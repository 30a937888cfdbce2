import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminGuidelineTagListSchema,
  adminGuidelineTagSchema,
  contentDeletedSchema,
  contentIdParamsSchema,
  detailSchema,
  guidelineTagRequestSchema,
} from '@rishta/domain';
import {
  addGuidelineTag,
  adminGuidelineTags,
  deleteGuidelineTag,
  renameGuidelineTag,
} from '../../../services/content-admin/guideline-tags';
import { adminErrors, requireStaff } from '../require-staff';

const PATH = '/admin/content/guideline-tags';
const config = { staffRole: 'admin' } as const;
const tags = ['admin'];

/** The tabs of the guidelines page (issue 13, content). */
export async function guidelineTagRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    PATH,
    {
      config,
      schema: {
        tags,
        description: 'Every guideline tag with its number of videos, in the order of the public tabs.',
        response: { 200: adminGuidelineTagListSchema, ...adminErrors },
      },
    },
    async (request) => {
      requireStaff(request);
      return adminGuidelineTags(app.db);
    },
  );

  r.post(
    PATH,
    {
      config,
      schema: {
        tags,
        description: 'Adds a tag; a name already used (whatever the capitals) is a 409.',
        body: guidelineTagRequestSchema,
        response: { 201: adminGuidelineTagSchema, 400: detailSchema, 409: detailSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const staff = requireStaff(request);
      const tag = await addGuidelineTag(app.db, staff.accountId, request.body.name, app.clock());
      return reply.code(201).send(tag);
    },
  );

  r.put(
    `${PATH}/:id`,
    {
      config,
      schema: {
        tags,
        description: 'Renames a tag; its videos keep it.',
        params: contentIdParamsSchema,
        body: guidelineTagRequestSchema,
        response: { 200: adminGuidelineTagSchema, 400: detailSchema, 409: detailSchema, ...adminErrors },
      },
    },
    async (request) => {
      const staff = requireStaff(request);
      return renameGuidelineTag(app.db, staff.accountId, request.params.id, request.body.name, app.clock());
    },
  );

  r.delete(
    `${PATH}/:id`,
    {
      config,
      schema: {
        tags,
        description: 'Deletes a tag without videos (409 while it has any: move or delete them first).',
        params: contentIdParamsSchema,
        response: { 204: contentDeletedSchema, 409: detailSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const staff = requireStaff(request);
      await deleteGuidelineTag(app.db, staff.accountId, request.params.id, app.clock());
      return reply.code(204).send(null);
    },
  );
}
