// The production build of the API (issue 28): `node scripts/build.mjs` writes apps/api/dist/, which
// `node dist/server.js` runs with no TypeScript loader.
//
// Bundled rather than compiled file by file: the workspace packages (@rishta/domain, @rishta/db)
// export their TypeScript sources and every import is extension-less, which Node cannot load as
// emitted by tsc. esbuild bundles our own code, the workspace packages included, into one file
// per entry; every package from node_modules stays an import, loaded by Node at run time (native
// addons such as sharp and argon2, PGlite's wasm and pdfkit's font files are found beside their
// own code).
//
// No code splitting: each entry is one self-contained file directly in dist/, so a module's
// `import.meta.url` is its entry's. render-pool.ts finds dist/render-worker.js beside
// dist/server.js that way, and files of the repository (migrations, the built web app) are found
// from its root by walking up (packages/db/src/repo-root.ts).
import { readdir, rm } from 'node:fs/promises';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const outdir = `${apiDir}dist`;

/** Each entry: a file in dist/ (name) built from a source. Worker threads need entries of their own. */
const entryPoints = {
  server: `${apiDir}src/server.ts`,
  // The bio-data pool's worker (render-pool.ts calls its `renderBioData`).
  'render-worker': `${apiDir}src/services/bio-data/render-bio-data.ts`,
  // The compression worker (lib/compress-worker.ts) runs an inline script and needs no file.
};

/** Our code (relative or absolute paths, and the @rishta/* workspace packages) is bundled; every other package stays external. */
const externalPackages = {
  name: 'external-packages',
  setup(onBuild) {
    onBuild.onResolve({ filter: /.*/ }, ({ path, kind }) => {
      if (kind === 'entry-point') return undefined;
      if (path.startsWith('.') || path.startsWith('/') || path.startsWith('@rishta/')) return undefined;
      return { path, external: true };
    });
  },
};

const result = await build({
  entryPoints,
  outdir,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  // No `createRequire` banner: only our own ES modules are bundled, none of them calls `require`
  // (a CommonJS package bundled by mistake would need one).
  plugins: [externalPackages],
  logLevel: 'warning',
  metafile: true,
});

// Files left over from an earlier build go; the new ones replaced the others in place, so a server
// already running from dist/ never finds its worker file missing.
const written = new Set(Object.keys(result.metafile.outputs).map((file) => basename(file)));
for (const name of await readdir(outdir)) {
  if (!written.has(name)) await rm(`${outdir}/${name}`, { recursive: true, force: true });
}

for (const [file, { bytes }] of Object.entries(result.metafile.outputs)) {
  if (!file.endsWith('.map'))
    console.log(`${file.replace(/^.*?dist\//, 'dist/')}  ${(bytes / 1024).toFixed(0)} KB`);
}
