// The database a test of this package runs on, chosen once: PostgreSQL when DATABASE_URL is set
// (a database of its own, created for the run and dropped afterwards), else PGlite in memory.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, migrate, type DbHandle } from './create-db';

export interface TestDatabase {
  handle: DbHandle;
  dispose(): Promise<void>;
}

interface DbFactory {
  label: string;
  create(): Promise<TestDatabase>;
}

function pgliteFactory(): DbFactory {
  return {
    label: 'PGlite in memory',
    async create() {
      const handle = createDb({ dataDir: 'memory' });
      await migrate(handle);
      return { handle, dispose: () => handle.close() };
    },
  };
}

// Each database is created for the run and dropped afterwards, so the server's own data is never
// touched and parallel runs do not meet.
function postgresFactory(serverUrl: string): DbFactory {
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  return {
    label: 'PostgreSQL',
    async create() {
      const name = `rishta_seed_test_${randomBytes(6).toString('hex')}`;
      await admin(`create database ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const handle = createDb({ databaseUrl: url.toString(), poolSize: 4 });
      try {
        await migrate(handle);
      } catch (error) {
        await handle.close();
        await admin(`drop database if exists ${name} with (force)`);
        throw error;
      }
      return {
        handle,
        async dispose() {
          await handle.close();
          await admin(`drop database if exists ${name} with (force)`);
        },
      };
    },
  };
}

export const factory: DbFactory = process.env.DATABASE_URL
  ? postgresFactory(process.env.DATABASE_URL)
  : pgliteFactory();
