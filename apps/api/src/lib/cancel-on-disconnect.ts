import { AsyncLocalStorage } from 'node:async_hooks';
import type { Socket } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { ReadDbHandle } from '@rishta/db';

/**
 * Stops the database work of a request whose client went away (issue 15): at a million profiles,
 * abandoned list queries kept both cores busy for 30 s after the load stopped.
 *
 * `withCancelOnDisconnect(request, fn)` runs `fn` in a scope. Inside it, every query of the read
 * pool takes a connection of its own and notes that backend's pid while it runs. When the
 * client's socket closes before `fn` has finished, each noted backend is told to cancel its
 * statement (`pg_cancel_backend`), and queries the scope starts after that fail at once.
 * Outside a scope, and on PGlite, queries run as usual.
 */

interface Running {
  cancel(): void;
}

interface Scope {
  gone: boolean;
  running: Set<Running>;
}

const scopes = new AsyncLocalStorage<Scope>();

/** What a scope's query throws when its client left before it started; answered like a cancel. */
export class ClientGoneError extends Error {
  // The SQLSTATE PostgreSQL gives a cancelled statement, so one rule answers both.
  readonly code = '57014';
  constructor() {
    super('the client went away before the query started');
  }
}

/**
 * Runs `fn` so that the read-pool queries it makes are cancelled if the client disconnects first.
 * The list route calls it as
 * `withCancelOnDisconnect(request, () => listProfiles(app.readDb, …))`.
 */
export async function withCancelOnDisconnect<T>(request: FastifyRequest, fn: () => Promise<T>): Promise<T> {
  // The socket, not the request: a request's own 'close' also fires once its body has been read.
  // (`app.inject()` gives a stand-in socket that never closes.)
  const socket = request.raw.socket as Socket | undefined;
  if (!socket) return fn();
  const scope: Scope = { gone: false, running: new Set() };
  const onClose = () => {
    scope.gone = true;
    for (const query of scope.running) query.cancel();
  };
  socket.once('close', onClose);
  if (socket.destroyed) onClose();
  try {
    return await scopes.run(scope, fn);
  } finally {
    socket.removeListener('close', onClose);
  }
}

/**
 * Runs `fn` outside any request's scope: for a read that several requests share (one leaving
 * must not cancel it for the others).
 */
export function outsideCancelScope<T>(fn: () => T): T {
  return scopes.exit(fn);
}

type QueryArgs = [config: unknown, values?: unknown];

/**
 * Makes the read pool's `query` honour the scopes above. The cancel and the connection's release
 * are ordered: a connection whose cancel is in flight is only given back once the cancel has been
 * answered, and then closed rather than reused, so a late cancel can never stop another request's
 * statement on the same backend.
 */
export function cancellableReads(read: ReadDbHandle, onCancelError: (error: unknown) => void): void {
  const { pool, cancelBackend } = read;
  if (!pool || !cancelBackend) return;
  const plainQuery = pool.query.bind(pool) as (...args: unknown[]) => unknown;

  const readQuery = async (scope: Scope | undefined, [config, values]: QueryArgs) => {
    if (scope?.gone) throw new ClientGoneError();
    const client: pg.PoolClient = await pool.connect();
    // The client may have left while this waited for a connection.
    if (scope?.gone) {
      client.release();
      throw new ClientGoneError();
    }
    // The backend's pid, which pg keeps from the server's greeting but does not type.
    const { processID } = client as unknown as { processID: number };
    let cancelling: Promise<void> | undefined;
    let broken: Error | undefined;
    const running: Running = {
      cancel() {
        cancelling ??= cancelBackend(processID).catch(onCancelError);
      },
    };
    // A checked-out client has no error listener of the pool's; without one, a connection lost
    // mid-query would end the process.
    const onError = (error: Error) => {
      broken = error;
    };
    client.on('error', onError);
    scope?.running.add(running);
    try {
      return await (client.query as (...args: unknown[]) => Promise<unknown>)(config, values);
    } catch (error) {
      // The server's own errors (a timeout, a cancel) leave the connection usable; anything else
      // (a lost connection) means it is closed, not reused.
      if (!isServerError(error)) broken ??= error as Error;
      throw error;
    } finally {
      scope?.running.delete(running);
      client.removeListener('error', onError);
      if (cancelling) {
        await cancelling;
        client.release(true);
      } else {
        client.release(broken);
      }
    }
  };

  // Outside a scope too, so that a statement timeout does not cost the pool its connection the
  // way pg's own pool.query would (it closes a connection after any error).
  pool.query = ((...args: unknown[]) => {
    // Callback-style calls are not ours (drizzle awaits); they keep pg's path.
    if (args.some((arg) => typeof arg === 'function')) return plainQuery(...args);
    return readQuery(scopes.getStore(), args as QueryArgs);
  }) as typeof pool.query;
}

/** An error the server sent (pg's DatabaseError carries a severity), as opposed to a lost socket. */
function isServerError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'severity' in error;
}
