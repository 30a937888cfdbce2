// The data a command-line tool of this package works on (`npm run seed`, `npm run convert-photos`,
// `npm run media:migrate`), as the server finds it: DATABASE_URL when set, else PGlite under
// DATA_DIR (default ./data), and the media under MEDIA_DIR (default DATA_DIR/media), or in the
// bucket of MEDIA_STORE=s3.
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb, type DbHandle } from './create-db';
import type { MediaStore } from './media/media-store';
import {
  createMediaStore,
  describeMediaStore,
  mediaStoreProblems,
  type MediaStoreEnv,
} from './media/media-store-env';

// src/cli-data.ts → the repository root, whatever directory npm runs the script from.
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export function log(message: string): void {
  process.stderr.write(`${message}\n`);
}

// npm runs workspace scripts inside the package; INIT_CWD is where the user typed the command, so
// a relative DATA_DIR or MEDIA_DIR means what they expect.
const typedPath = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);

const dataDir = () => (process.env.DATA_DIR ? typedPath(process.env.DATA_DIR) : join(REPO_ROOT, 'data'));

/** The media folder the server uses on disk: MEDIA_DIR, else DATA_DIR/media. */
export function cliMediaDir(): string {
  return process.env.MEDIA_DIR ? typedPath(process.env.MEDIA_DIR) : join(dataDir(), 'media');
}

/** Where the server keeps media with this environment: the disk folder, or the S3 bucket. */
export function cliMediaStore(): MediaStoreEnv {
  const media = mediaStoreProblems(process.env, cliMediaDir());
  if (media.problems.length > 0) throw new Error(`Invalid configuration:\n  ${media.problems.join('\n  ')}`);
  return media.store;
}

export function openCliData(): { handle: DbHandle; store: MediaStore } {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const pgliteDir = join(dataDir(), 'db');
  const media = cliMediaStore();
  const handle = createDb(databaseUrl ? { databaseUrl } : { dataDir: pgliteDir });
  log(`Database: ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${pgliteDir}`}`);
  log(`Media: ${describeMediaStore(media)}`);
  return { handle, store: createMediaStore(media) };
}
