// The data a command-line tool of this package works on (`npm run seed`, `npm run convert-photos`),
// as the server finds it: DATABASE_URL when set, else PGlite under DATA_DIR (default ./data), and
// the media files under DATA_DIR/media.
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb, type DbHandle } from './create-db';
import { DiskMediaStore } from './media/media-store';

// src/cli-data.ts → the repository root, whatever directory npm runs the script from.
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export function log(message: string): void {
  process.stderr.write(`${message}\n`);
}

export function openCliData(): { handle: DbHandle; store: DiskMediaStore } {
  // npm runs workspace scripts inside the package; INIT_CWD is where the user typed the command,
  // so a relative DATA_DIR means what they expect.
  const dataDir = process.env.DATA_DIR
    ? resolve(process.env.INIT_CWD ?? process.cwd(), process.env.DATA_DIR)
    : join(REPO_ROOT, 'data');
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const handle = createDb(databaseUrl ? { databaseUrl } : { dataDir: join(dataDir, 'db') });
  const store = new DiskMediaStore(join(dataDir, 'media'));
  log(`Database: ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${join(dataDir, 'db')}`}`);
  log(`Media: ${join(dataDir, 'media')}`);
  return { handle, store };
}
