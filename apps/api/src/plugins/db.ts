import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db, DbHandle } from '@rishta/db';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbHandle: DbHandle;
  }
}

export const dbPlugin = fp(async (app: FastifyInstance, opts: { handle: DbHandle }) => {
  app.decorate('db', opts.handle.db);
  app.decorate('dbHandle', opts.handle);
});
