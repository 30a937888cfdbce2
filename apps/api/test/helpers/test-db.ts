import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { createDb, newPglite, type DbHandle } from '@rishta/db';
import { cloneNamePrefix } from './database-choice';

/** The next file's database, cloned while this one runs (a clone takes ~0.4 s on the server). */
let nextClone: Promise<string> | undefined;

async function cloneTemplate(serverUrl: string): Promise<string> {
  const template = inject('templateDatabase');
  if (!template) throw new Error('The template database is missing: run the tests through vitest.config.ts');
  const name = `${cloneNamePrefix(template)}${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  return name;
}

/**
 * A clone of the template for this file, and the next file's clone started in the background.
 * A prepared clone that failed is made again here; the last one prepared is never taken, and the
 * run's teardown drops it with the others (global-setup.ts).
 */
async function takeClone(serverUrl: string): Promise<string> {
  const name = await (nextClone?.catch(() => cloneTemplate(serverUrl)) ?? cloneTemplate(serverUrl));
  nextClone = cloneTemplate(serverUrl);
  // Handled here so a failure waits for the next file instead of failing the run as unhandled.
  nextClone.catch(() => undefined);
  return name;
}

/**
 * A fresh, migrated database for one test file, cloned from the run's template (global-setup.ts):
 * in-memory PGlite by default, or a database of its own on the PostgreSQL server named by
 * DATABASE_URL, dropped again at the end.
 */
export async function createTestDb(): Promise<{ handle: DbHandle; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const template = inject('pgliteTemplate');
    if (!template) throw new Error('The PGlite template is missing: run the tests through vitest.config.ts');
    const pglite = newPglite('memory', { loadDataDir: new Blob([await readFile(template)]) });
    const handle = createDb({ pglite });
    return { handle, drop: () => handle.close() };
  }
  const name = await takeClone(serverUrl);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = createDb({ databaseUrl: url.toString(), poolSize: 4 });
  return {
    handle,
    drop: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      // pool.end() resolves before every socket has said goodbye. Forcing the drop while one is
      // still open makes the server kill it (57P01), which pg reports as an unhandled error after
      // the pool stopped listening, failing an otherwise green run. So wait for them to leave.
      for (let tries = 0; tries < 50; tries += 1) {
        const { rows } = await cleanup.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
