import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminGuidelineListSchema,
  adminGuidelinesQuerySchema,
  contentDeletedSchema,
  contentIdParamsSchema,
  detailSchema,
  guidelineRequestSchema,
  guidelineSchema,
} from '@rishta/domain';
import {
  addGuideline,
  adminGuidelines,
  deleteGuideline,
  updateGuideline,
} from '../../../services/content-admin/guidelines';
import { adminErrors, requireStaff } from '../require-staff';

const PATH = '/admin/content/guidelines';
const config = { staffRole: 'admin' } as const;
const tags = ['admin'];

/** The guideline videos (issue 13, content): a tag, English and Hindi titles, a YouTube id. */
export async function guidelineVideoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    PATH,
    {
      config,
      schema: {
        tags,
        description: 'Guideline videos, oldest first; `?tag=` keeps one tag’s.',
        querystring: adminGuidelinesQuerySchema,
        response: { 200: adminGuidelineListSchema, 400: detailSchema, ...adminErrors },
      },
    },
    async (request) => {
      requireStaff(request);
      return adminGuidelines(app.db, request.query.tag);
    },
  );

  r.post(
    PATH,
    {
      config,
      schema: {
        tags,
        description: 'Adds a video under an existing tag; `youtube_code` is the 11-character video id.',
        body: guidelineRequestSchema,
        response: { 201: guidelineSchema, 400: detailSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const staff = requireStaff(request);
      const video = await addGuideline(app.db, staff.accountId, request.body, app.clock());
      return reply.code(201).send(video);
    },
  );

  r.put(
    `${PATH}/:id`,
    {
      config,
      schema: {
        tags,
        description: 'Replaces a video’s tag, titles and YouTube id (all four fields).',
        params: contentIdParamsSchema,
        body: guidelineRequestSchema,
        response: { 200: guidelineSchema, 400: detailSchema, ...adminErrors },
      },
    },
    async (request) => {
      const staff = requireStaff(request);
      return updateGuideline(app.db, staff.accountId, request.params.id, request.body, app.clock());
    },
  );

  r.delete(
    `${PATH}/:id`,
    {
      config,
      schema: {
        tags,
        description: 'Deletes a video.',
        params: contentIdParamsSchema,
        response: { 204: contentDeletedSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const staff = requireStaff(request);
      await deleteGuideline(app.db, staff.accountId, request.params.id, app.clock());
      return reply.code(204).send(null);
    },
  );
}
