import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI generated from the routes' zod schemas: the JSON at /api/docs/json always, the browsable
 * page at /api/docs only when `ui` is on (outside production, issue 28). Staff sign in with an
 * `Authorization` header only, which a browser's navigation to a page does not carry, so the page
 * cannot be limited to staff: production does not serve it at all.
 */
export const docsPlugin = fp(async (app: FastifyInstance, opts: { ui: boolean }) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Rishta API',
        description: 'Free matrimony for Muslims in India and abroad',
        version: '0.1.0',
      },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  if (opts.ui) {
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
    return;
  }
  app.get('/api/docs/json', { schema: { hide: true } }, async () => app.swagger());
});
