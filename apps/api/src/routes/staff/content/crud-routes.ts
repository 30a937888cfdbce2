import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '@rishta/db';
import { contentDeletedSchema, contentIdParamsSchema, detailSchema, type StaffRole } from '@rishta/domain';
import type { CacheKey } from '../../../services/cache/cache';
import { requireStaff, staffRoute } from '../require-staff';

type Schema = z.ZodType;
type Id = z.output<typeof contentIdParamsSchema>['id'];
/** Answers a route gives besides its success, 400 and the staff errors, e.g. `{ 409: detailSchema }`. */
type MoreAnswers = Partial<Record<409 | 413 | 415, Schema>>;

interface ListRoute<Q extends Schema, A extends Schema> {
  description: string;
  /** The query string's schema; a wrong query is a 400. */
  query?: Q;
  answer: A;
  run: (db: Db, query: z.output<Q>) => Promise<z.output<A>>;
}

/**
 * What a create or an update reads: the JSON body checked by `body`, or, for a form that may
 * carry files (multipart), whatever `read` makes of the request (it checks the fields itself).
 */
interface WriteRoute<I, A extends Schema> {
  description: string;
  body?: z.ZodType<I>;
  read?: (request: FastifyRequest) => Promise<I>;
  answer: A;
  more?: MoreAnswers;
}

interface CreateRoute<I, A extends Schema> extends WriteRoute<I, A> {
  run: (db: Db, actor: number, input: I, now: Date) => Promise<z.output<A>>;
}

interface UpdateRoute<I, A extends Schema> extends WriteRoute<I, A> {
  run: (db: Db, actor: number, id: Id, input: I, now: Date) => Promise<z.output<A>>;
}

interface RemoveRoute {
  description: string;
  more?: MoreAnswers;
  run: (db: Db, actor: number, id: Id, now: Date) => Promise<void>;
}

export interface CrudRoutes<
  LQ extends Schema,
  LA extends Schema,
  CI,
  CA extends Schema,
  UI,
  UA extends Schema,
> {
  /** The collection, e.g. `/admin/content/stories`; update and remove act on `${path}/:id`. */
  path: string;
  role: StaffRole;
  /** The public answers this content feeds that the server keeps (app.cache): a change drops them. */
  invalidates?: CacheKey[];
  list?: ListRoute<LQ, LA>;
  create?: CreateRoute<CI, CA>;
  update?: UpdateRoute<UI, UA>;
  remove?: RemoveRoute;
}

/**
 * The list / create / update / delete routes of one kind of content (issue 13, content), thin
 * handlers around its service functions: GET `path` (200), POST `path` (201), PUT `path/:id` (200),
 * DELETE `path/:id` (204, no body). Each service call gets the staff member's account id (for its
 * audit row) and the app clock.
 */
export function contentCrudRoutes<
  LQ extends Schema = Schema,
  LA extends Schema = Schema,
  CI = unknown,
  CA extends Schema = Schema,
  UI = unknown,
  UA extends Schema = Schema,
>(app: FastifyInstance, routes: CrudRoutes<LQ, LA, CI, CA, UI, UA>) {
  const { path, list, create, update, remove, invalidates = [] } = routes;
  // After the change is saved, so no process can keep what it read before.
  const changed = () => app.cache.invalidate(...invalidates);
  const idOf = (request: FastifyRequest) => (request.params as { id: Id }).id;
  const inputOf = async <I>(route: WriteRoute<I, Schema>, request: FastifyRequest) =>
    route.read ? route.read(request) : (request.body as I);

  if (list) {
    app.get(
      path,
      staffRoute(routes.role, {
        description: list.description,
        ...(list.query && { querystring: list.query }),
        response: { 200: list.answer, ...(list.query && { 400: detailSchema }) },
      }),
      async (request) => list.run(app.db, request.query as z.output<LQ>),
    );
  }

  if (create) {
    app.post(
      path,
      staffRoute(routes.role, {
        description: create.description,
        ...(create.body && { body: create.body }),
        response: { 201: create.answer, 400: detailSchema, ...create.more },
      }),
      async (request, reply) => {
        const staff = requireStaff(request);
        const input = await inputOf(create, request);
        const created = await create.run(app.db, staff.accountId, input, app.clock());
        await changed();
        return reply.code(201).send(created);
      },
    );
  }

  if (update) {
    app.put(
      `${path}/:id`,
      staffRoute(routes.role, {
        description: update.description,
        params: contentIdParamsSchema,
        ...(update.body && { body: update.body }),
        response: { 200: update.answer, 400: detailSchema, ...update.more },
      }),
      async (request) => {
        const staff = requireStaff(request);
        const input = await inputOf(update, request);
        const updated = await update.run(app.db, staff.accountId, idOf(request), input, app.clock());
        await changed();
        return updated;
      },
    );
  }

  if (remove) {
    app.delete(
      `${path}/:id`,
      staffRoute(routes.role, {
        description: remove.description,
        params: contentIdParamsSchema,
        response: { 204: contentDeletedSchema, ...remove.more },
      }),
      async (request, reply) => {
        const staff = requireStaff(request);
        await remove.run(app.db, staff.accountId, idOf(request), app.clock());
        await changed();
        return reply.code(204).send(null);
      },
    );
  }
}
