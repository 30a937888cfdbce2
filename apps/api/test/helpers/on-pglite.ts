// The pglite project's files run on an in-memory PGlite cloned from the run's template, whatever
// DATABASE_URL the shell has (the postgres project sets its own per file; vitest.config.ts).
delete process.env.DATABASE_URL;
