import { defineConfig } from 'vitest/config';
import { ALL_ON_PGLITE, TEST_SERVER_URL } from './test/helpers/database-choice.ts';

// Issue 29, decision 049: the API suite runs once, on PostgreSQL (what production runs), and the
// tests of what only the embedded database does run again on PGlite. API_TESTS=pglite runs the
// whole suite on PGlite instead, for a machine without PostgreSQL.

/** What differs on PGlite: a production start on an empty embedded database, its defaults, the
 * built server (which always runs embedded), the read path (one connection, no replica), the job
 * runner and notifications inside the process, and cloning a migrated data dir per file. */
const EMBEDDED_TESTS = [
  'test/production-start.test.ts',
  'test/production-config.test.ts',
  'test/production-build.test.ts',
  'test/read-path.test.ts',
  'test/notifications-delivery.test.ts',
  'test/system.test.ts',
  'test/accounts-signup.test.ts',
];
/** These never touch the suite's database server (configuration only, or a built embedded server). */
const EMBEDDED_ONLY = ['test/production-config.test.ts', 'test/production-build.test.ts'];

export default defineConfig({
  test: {
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Two cores: one database per worker at a time keeps PGlite and the server from thrashing.
    maxWorkers: 2,
    // Each file builds its own app on its own database, so the files of a worker can share the
    // loaded modules: importing the app once per worker instead of once per file (80 files at
    // several seconds each) was half of the suite's time.
    isolate: false,
    projects: [
      ...(ALL_ON_PGLITE
        ? []
        : [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: ['test/**/*.test.ts'],
                exclude: EMBEDDED_ONLY,
                env: { DATABASE_URL: TEST_SERVER_URL },
              },
            },
          ]),
      {
        extends: true,
        test: {
          name: 'pglite',
          include: ALL_ON_PGLITE ? ['test/**/*.test.ts'] : EMBEDDED_TESTS,
          setupFiles: ['test/helpers/on-pglite.ts'],
        },
      },
    ],
  },
});
