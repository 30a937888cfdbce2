// Which database the API tests run on (vitest.config.ts, decision 049): PostgreSQL at
// DATABASE_URL (this machine's and CI's by default), and PGlite for the embedded-only tests;
// API_TESTS=pglite runs everything on PGlite, for a machine without PostgreSQL.
export const TEST_SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const ALL_ON_PGLITE = process.env.API_TESTS === 'pglite';

/** The run's test databases are named after its template, so its teardown finds them all. */
export const cloneNamePrefix = (template: string) =>
  `${template.replace('rishta_template_', 'rishta_test_')}_`;
