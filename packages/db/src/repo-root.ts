import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

let found: string | undefined;

function isWorkspaceRoot(dir: string): boolean {
  try {
    return (JSON.parse(readFileSync(`${dir}/package.json`, 'utf8')) as { name?: unknown }).name === 'rishta';
  } catch {
    return false;
  }
}

/**
 * The repository's root: the nearest directory above the running file whose package.json is the
 * workspace root (`"name": "rishta"`). Files the repository carries (the migrations, the built web
 * app, the default data directory) are found from here rather than from a module's own URL: the
 * sources run from packages/db/src or apps/api/src (tsx, vitest), while production runs the
 * bundle apps/api/dist/server.js (apps/api/scripts/build.mjs), at another depth, in which every
 * module's `import.meta.url` is the bundle's.
 */
export function repoRoot(): string {
  if (found) return found;
  const start = dirname(fileURLToPath(import.meta.url));
  for (let dir = start; ; dir = dirname(dir)) {
    if (isWorkspaceRoot(dir)) return (found = dir);
    if (dirname(dir) === dir) throw new Error(`No package.json named "rishta" in or above ${start}`);
  }
}
