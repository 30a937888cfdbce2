import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createReadDb, type Db, type DbHandle, type ReadDbHandle, type ReadDbOptions } from '@rishta/db';
import { cancellableReads } from '../lib/cancel-on-disconnect';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbHandle: DbHandle;
    /**
     * For anonymous, public reads only (profile lists, other people's profiles, reference lists):
     * a read replica when DATABASE_READ_URL is set, with a statement time limit (issue 15). What
     * a person just wrote, and anything read to decide a write, goes through `db`: a replica may
     * lag behind it.
     */
    readDb: Db;
    readDbHandle: ReadDbHandle;
  }
}

export const dbPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { handle: DbHandle; read?: Omit<ReadDbOptions, 'onConnectionError'> },
  ) => {
    app.decorate('db', opts.handle.db);
    app.decorate('dbHandle', opts.handle);
    const read = createReadDb(opts.handle, {
      ...opts.read,
      onConnectionError: (error) =>
        app.log.warn({ err: error }, 'read connection lost; reopened on next query'),
    });
    cancellableReads(read, (error) => app.log.warn({ err: error }, 'cancelling a read query failed'));
    app.decorate('readDb', read.db);
    app.decorate('readDbHandle', read);
    // The read pool is the app's own; the primary belongs to whoever made the handle.
    app.addHook('onClose', () => read.close());
  },
);
