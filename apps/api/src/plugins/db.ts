import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createReadDb, type Db, type DbHandle, type ReadDbHandle, type ReadDbOptions } from '@rishta/db';
import { cancellableReads } from '../lib/cancel-on-disconnect';
import { routeReads, type ReadRouting } from '../lib/read-routing';

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
    /** Whether those reads go to the replica or, while it does not answer, the primary (issue 33). */
    readRouting: ReadRouting;
  }
}

export const dbPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { handle: DbHandle; read?: Omit<ReadDbOptions, 'onConnectionError'> },
  ) => {
    app.decorate('db', opts.handle.db);
    app.decorate('dbHandle', opts.handle);
    const onConnectionError = (error: Error) =>
      app.log.warn({ err: error }, 'read connection lost; reopened on next query');
    const replica = createReadDb(opts.handle, {
      ...opts.read,
      onConnectionError: (error) => {
        onConnectionError(error);
        routing.onReplicaConnectionError();
      },
    });
    // With a replica, a read pool on the primary with the same limits takes the reads while the
    // replica does not answer. A pg pool opens no connection until it is used.
    const fallback = opts.read?.readUrl
      ? createReadDb(opts.handle, { ...opts.read, readUrl: undefined, onConnectionError })
      : null;
    const routing = routeReads(replica, fallback, app.log);
    for (const read of [replica, fallback]) {
      if (read)
        cancellableReads(read, (error) => app.log.warn({ err: error }, 'cancelling a read query failed'));
    }
    // Getters: each request reads where the reads are now. Code that keeps a Db from start-up
    // takes `followingReads(app.readRouting)` instead (lib/read-routing.ts).
    app.decorate('readDb', { getter: () => routing.current().db });
    app.decorate('readDbHandle', { getter: () => routing.current() });
    app.decorate('readRouting', routing);
    // The read pools are the app's own; the primary belongs to whoever made the handle.
    app.addHook('onClose', () => routing.close());
  },
);
