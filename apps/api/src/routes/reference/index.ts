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
const CACHE = 'public, max-age=3600';

export async function referenceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/profiles/country-list',
    { schema: { tags, response: { 200: z.array(countrySchema) } } },
    async (_q, reply) => {
      reply.header('cache-control', CACHE);
      return reference.listCountries(app.db);
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
      return reference.listStates(app.db, request.query.country);
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
  r.post('/profiles/city-list', cityList, async (request) => ({
    data: await reference.listCities(app.db, request.query.state),
  }));
  r.get('/profiles/city-list', cityList, async (request, reply) => {
    reply.header('cache-control', CACHE);
    return { data: await reference.listCities(app.db, request.query.state) };
  });

  r.get(
    '/profiles/biradari-list',
    { schema: { tags, response: { 200: z.array(namedItemSchema) } } },
    async (_q, reply) => {
      reply.header('cache-control', CACHE);
      return reference.listBiradaries(app.db);
    },
  );

  r.get(
    '/profiles/maslak-list',
    { schema: { tags, response: { 200: z.array(namedItemSchema) } } },
    async (_q, reply) => {
      reply.header('cache-control', CACHE);
      return reference.listMaslaks(app.db);
    },
  );

  r.get('/summary', { schema: { tags, response: { 200: summarySchema } } }, async () => getSummary(app.db));

  r.get(
    '/configs/blocked-keywords',
    { schema: { tags, response: { 200: z.array(blockedKeywordSchema) } } },
    async () => reference.listBlockedKeywords(app.db),
  );
}
