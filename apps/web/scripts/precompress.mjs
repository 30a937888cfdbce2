#!/usr/bin/env node
// Issue 31: the built files a browser downloads are compressed once, at build time, at the highest
// settings (brotli 11, gzip 9), and served as they are (@fastify/static's preCompressed), instead
// of being compressed again for every request at a cost to the server and with a worse ratio.
// Writes `<file>.br` and `<file>.gz` beside each text file of dist/ over 1 KiB, when smaller.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

// The folder to compress: dist/, or another build's (the first argument).
const DIST = process.argv[2] ?? new URL('../dist/', import.meta.url).pathname;
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
const MIN_BYTES = 1024;
const br = promisify(brotliCompress);
const gz = promisify(gzip);

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (TEXT.test(entry.name)) yield path;
  }
}

let count = 0;
let before = 0;
let after = 0;
const work = [];
for await (const path of files(DIST)) {
  if ((await stat(path)).size < MIN_BYTES) continue;
  work.push(
    (async () => {
      const data = await readFile(path);
      const [brotli, gzipped] = await Promise.all([
        br(data, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gz(data, { level: 9 }),
      ]);
      if (brotli.length < data.length) await writeFile(`${path}.br`, brotli);
      if (gzipped.length < data.length) await writeFile(`${path}.gz`, gzipped);
      count++;
      before += data.length;
      after += Math.min(brotli.length, data.length);
    })(),
  );
}
await Promise.all(work);
console.log(
  `precompressed ${count} files: ${(before / 1024).toFixed(0)} KiB → ${(after / 1024).toFixed(0)} KiB brotli`,
);
