import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  blockedKeywordSchema,
  cityListSchema,
  countrySchema,
  namedItemSchema,
  stateSchema,
  summarySchema,
} from '@rishta/domain';
import * as reference from '../../services/reference/reference-lists';
import { getSummary } from '../../services/reference/summary';

const tags = ['reference'];
// Reference lists change only with a release or an admin edit; let browsers and proxies keep them.
// The server keeps them too (app.cache); the admin routes that edit one invalidate it.
const CACHE = 'public, max-age=3600';

// Public reads, so from app.readDb: a read replica when DATABASE_READ_URL is set (issue 15).
export async function referenceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/profiles/country-list',
    { schema: { tags, response: { 200: z.array(countrySchema) } } },
    async (_q, reply) => {
      reply.header('cache-control', CACHE);
      return app.cache.get('countries', () => reference.listCountries(app.readDb));
    },
  );

  r.get(
    '/profiles/state-list',
    {
      schema: {
        tags,
        querystring: z.object({ country: z.string().optional() }),
        response: { 200: z.array(stateSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CACHE);
      const { country } = request.query;
      return app.cache.get('states', () => reference.listStates(app.readDb, country), country);
    },
  );

  const cityList = {
    schema: {
      tags,
      description: 'Cities of a state. The state is a query parameter (SPEC.md §7).',
      querystring: z.object({ state: z.string().min(1, 'This field is required.') }),
      response: { 200: cityListSchema },
    },
  };
  const citiesOf = (state: string) =>
    app.cache.get('cities', () => reference.listCities(app.readDb, state), state);
  r.post('/profiles/city-list', cityList, async (request) => ({ data: await citiesOf(request.query.state) }));
  r.get('/profiles/city-list', cityList, async (request, reply) => {
    reply.header('cache-control', CACHE);
    return { data: await citiesOf(request.query.state) };
  });

  r.get(
    '/profiles/biradari-list',
    { schema: { tags, response: { 200: z.array(namedItemSchema) } } },
    async (_q, reply) => {
      reply.header('cache-control', CACHE);
      return app.cache.get('biradaries', () => reference.listBiradaries(app.readDb));
    },
  );

  r.get(
    '/profiles/maslak-list',
    { schema: { tags, response: { 200: z.array(namedItemSchema) } } },
    async (_q, reply) => {
      reply.header('cache-control', CACHE);
      return app.cache.get('maslaks', () => reference.listMaslaks(app.readDb));
    },
  );

  // The home page asks on every visit. Its profile total moves with approvals, blocks, deletions
  // and people hiding their profiles; it is not invalidated by any of them but may lag by the
  // cache's time to live (docs/decisions/037-cached-reference-and-home.md).
  r.get('/summary', { schema: { tags, response: { 200: summarySchema } } }, async () =>
    app.cache.get('summary', () => getSummary(app.readDb)),
  );

  // From the primary: an admin edits this list, and a replica still behind when the edit drops
  // the cached copy would have the old list kept for the whole time to live (decision 037).
  r.get(
    '/configs/blocked-keywords',
    { schema: { tags, response: { 200: z.array(blockedKeywordSchema) } } },
    async () => app.cache.get('blocked-keywords', () => reference.listBlockedKeywords(app.db)),
  );
}
