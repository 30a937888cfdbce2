import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminStoryListSchema,
  adminStorySchema,
  contentDeletedSchema,
  contentIdParamsSchema,
  detailSchema,
  storyRequestSchema,
} from '@rishta/domain';
import { addStory, adminStories, deleteStory, updateStory } from '../../../services/content-admin/stories';
import { adminErrors, requireStaff } from '../require-staff';

const PATH = '/admin/content/stories';
const config = { staffRole: 'admin' } as const;
const tags = ['admin'];

/** Success stories of the home page (issue 13, content). */
export async function storyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    PATH,
    {
      config,
      schema: {
        tags,
        description: 'Success stories, newest first (the public order).',
        response: { 200: adminStoryListSchema, ...adminErrors },
      },
    },
    async (request) => {
      requireStaff(request);
      return adminStories(app.db);
    },
  );

  r.post(
    PATH,
    {
      config,
      schema: {
        tags,
        description: 'Adds a story; `youtube_code` is the 11-character video id.',
        body: storyRequestSchema,
        response: { 201: adminStorySchema, 400: detailSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const staff = requireStaff(request);
      return reply.code(201).send(await addStory(app.db, staff.accountId, request.body, app.clock()));
    },
  );

  r.put(
    `${PATH}/:id`,
    {
      config,
      schema: {
        tags,
        description: 'Replaces a story’s four fields.',
        params: contentIdParamsSchema,
        body: storyRequestSchema,
        response: { 200: adminStorySchema, 400: detailSchema, ...adminErrors },
      },
    },
    async (request) => {
      const staff = requireStaff(request);
      return updateStory(app.db, staff.accountId, request.params.id, request.body, app.clock());
    },
  );

  r.delete(
    `${PATH}/:id`,
    {
      config,
      schema: {
        tags,
        description: 'Deletes a story.',
        params: contentIdParamsSchema,
        response: { 204: contentDeletedSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const staff = requireStaff(request);
      await deleteStory(app.db, staff.accountId, request.params.id, app.clock());
      return reply.code(204).send(null);
    },
  );
}
