import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminMarqueeListSchema,
  adminMarqueeSchema,
  contentDeletedSchema,
  contentIdParamsSchema,
  detailSchema,
  marqueeCreateSchema,
  marqueeUpdateSchema,
} from '@rishta/domain';
import {
  addMarquee,
  adminMarquee,
  deleteMarquee,
  updateMarquee,
} from '../../../services/content-admin/marquee';
import { adminErrors, requireStaff } from '../require-staff';

const PATH = '/admin/content/marquee';
const config = { staffRole: 'admin' } as const;
const tags = ['admin'];

/** The running headline of the site's header (issue 13, content). */
export async function marqueeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    PATH,
    {
      config,
      schema: {
        tags,
        description: 'Every header line, switched-off ones too; the header runs the active ones.',
        response: { 200: adminMarqueeListSchema, ...adminErrors },
      },
    },
    async (request) => {
      requireStaff(request);
      return adminMarquee(app.db);
    },
  );

  r.post(
    PATH,
    {
      config,
      schema: {
        tags,
        description: 'Adds a line; it runs at once unless `is_active` is false.',
        body: marqueeCreateSchema,
        response: { 201: adminMarqueeSchema, 400: detailSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const staff = requireStaff(request);
      return reply.code(201).send(await addMarquee(app.db, staff.accountId, request.body, app.clock()));
    },
  );

  r.put(
    `${PATH}/:id`,
    {
      config,
      schema: {
        tags,
        description: 'Replaces a line’s text and whether it runs (both fields).',
        params: contentIdParamsSchema,
        body: marqueeUpdateSchema,
        response: { 200: adminMarqueeSchema, 400: detailSchema, ...adminErrors },
      },
    },
    async (request) => {
      const staff = requireStaff(request);
      return updateMarquee(app.db, staff.accountId, request.params.id, request.body, app.clock());
    },
  );

  r.delete(
    `${PATH}/:id`,
    {
      config,
      schema: {
        tags,
        description: 'Deletes a line.',
        params: contentIdParamsSchema,
        response: { 204: contentDeletedSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const staff = requireStaff(request);
      await deleteMarquee(app.db, staff.accountId, request.params.id, app.clock());
      return reply.code(204).send(null);
    },
  );
}
