// Makes the empty PostgreSQL database an e2e app server starts on (issue 29; the config runs it
// before each server when the run has a PostgreSQL server). Usage: fresh-database.ts <database url>
import { freshDatabase } from '../fixtures/e2e-databases';

const url = process.argv[2];
if (!url) throw new Error('Usage: fresh-database.ts <database url>');
await freshDatabase(url);
