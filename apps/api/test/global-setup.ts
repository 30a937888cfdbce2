// Migrates one template database per test run and project (vitest.config.ts), which every test
// file then clones (DESIGN.md §7): on PostgreSQL with CREATE DATABASE … TEMPLATE, on PGlite from a
// dump of a migrated data dir.
// Cloning takes a fraction of a second where migrating each file's database took several.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb, migrate, newPglite } from '@rishta/db';
import { cloneNamePrefix, TEST_SERVER_URL } from './helpers/database-choice';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL runs: the migrated template database's name. */
    templateDatabase: string | null;
    /** PGlite runs: a file holding the migrated data dir as a tarball. */
    pgliteTemplate: string | null;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // vitest.config.ts: the postgres project runs on the server, the pglite project embedded.
  const serverUrl = project.name === 'postgres' ? TEST_SERVER_URL : undefined;
  if (!serverUrl) {
    const pglite = newPglite('memory');
    await migrate(createDb({ pglite }));
    const dump = await pglite.dumpDataDir('none');
    await pglite.close();
    const dir = await mkdtemp(join(tmpdir(), 'rishta-test-template-'));
    const file = join(dir, 'template.tar');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplate', file);
    project.provide('templateDatabase', null);
    return () => rm(dir, { recursive: true, force: true });
  }

  const name = `rishta_template_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect().catch((error: Error) => {
    throw new Error(
      `The API tests run on PostgreSQL at ${serverUrl}, which did not answer (${error.message}). ` +
        'Start it, point DATABASE_URL at another, or run them all on the embedded database with API_TESTS=pglite.',
    );
  });
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Two connections: migrate() holds its advisory lock on one and migrates through the other.
  const handle = createDb({ databaseUrl: url.toString(), poolSize: 2 });
  try {
    await migrate(handle);
  } catch (error) {
    await handle.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    throw error;
  }
  await handle.close();
  project.provide('templateDatabase', name);
  project.provide('pgliteTemplate', null);
  return async () => {
    // The files' clones (helpers/test-db.ts): each file drops its own; the one a worker made for
    // a next file that never came, or one a failed file left, goes here. A worker may have left
    // while its last clone was still being made, so that one is let finish first.
    for (let tries = 0; tries < 100; tries += 1) {
      const busy = await admin.query(
        "select 1 from pg_stat_activity where state = 'active' and starts_with(query, $1)",
        [`create database ${cloneNamePrefix(name)}`],
      );
      if (busy.rows.length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [cloneNamePrefix(name)],
    );
    for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}
