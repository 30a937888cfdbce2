/**
 * How much JavaScript a phone downloads to show the home page: the entry chunk, the app it loads
 * and everything they import statically, the home route's chunk and its static imports, and the English strings it
 * needs. Sizes are gzip level 9, as the server sends them. Run `npm run build` first.
 *
 *   npx tsx bench/home-js-size.ts [--budget 170]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

// `--dist DIR` measures another build (a helper building into its own folder).
const distArg = process.argv.indexOf('--dist');
const dist =
  distArg > 0
    ? `${process.argv[distArg + 1]}/`
    : fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
const budgetArg = process.argv.indexOf('--budget');
const budgetKiB = budgetArg > 0 ? Number(process.argv[budgetArg + 1]) : 170;

const seen = new Set<string>();
function collect(key: string) {
  if (seen.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Not in the manifest: ${key}`);
  seen.add(key);
  for (const dep of chunk.imports ?? []) collect(dep);
}

const entry = Object.entries(manifest).find(([, c]) => c.isEntry)?.[0];
if (!entry) throw new Error('No entry chunk in the manifest');
collect(entry);
for (const route of [
  // The entry (boot.ts) loads the app (main.tsx) with a dynamic import, at once or after the first
  // paint: part of every first view all the same.
  'src/main.tsx',
  'src/features/home/home-page.tsx',
  'src/i18n/locales/en/common.json',
  'src/i18n/locales/en/home.json',
]) {
  collect(route);
}

let total = 0;
const rows = [...seen].map((key) => {
  const file = manifest[key]!.file;
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  return { file, kib: +(size / 1024).toFixed(1) };
});
rows.sort((a, b) => b.kib - a.kib);
console.table(rows);
const totalKiB = total / 1024;
console.log(`home route JavaScript: ${totalKiB.toFixed(1)} KiB gzip (budget ${budgetKiB} KiB)`);
process.exitCode = totalKiB <= budgetKiB ? 0 : 1;
