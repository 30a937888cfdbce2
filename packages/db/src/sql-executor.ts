import type { Db } from './create-db';

/** Runs a statement given as text and positional values, as pg's `query` does. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

interface DriverClient {
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /** PGlite only: several statements without values in one call. */
  exec?(text: string): Promise<{ rows: Record<string, unknown>[] }[]>;
}

/**
 * The driver's own client under a Drizzle database or transaction, for a library that speaks SQL
 * text (the job queue, issue 28). Given a transaction, its statements join that transaction: a job
 * is then committed together with the row it is about, or not at all.
 *
 * Drizzle keeps the client as `session.client` on both drivers: a pg Pool or PoolClient, a PGlite
 * instance or its transaction. It is not in Drizzle's typings, so the test of the job runner is
 * what notices if an upgrade moves it.
 */
export function sqlExecutor(db: Db): SqlExecutor {
  const client = (db as unknown as { session?: { client?: DriverClient } }).session?.client;
  if (!client || typeof client.query !== 'function') {
    throw new Error('sqlExecutor: this Drizzle version keeps its driver client elsewhere');
  }
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      // PGlite's query takes one statement; the queue's schema upgrades send several at once.
      if (client.exec) {
        const results = await client.exec(text);
        return results.at(-1) ?? { rows: [] };
      }
      return client.query(text);
    },
  };
}
