import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and committed; the app applies them at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema/index.ts',
  out: './drizzle',
  casing: 'snake_case',
});
