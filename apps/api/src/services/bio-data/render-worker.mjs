// A worker thread of the bio-data pool (render-pool.ts), as the sources run it (tsx in development,
// vitest). pdfkit lays text out synchronously, so rendering runs here, off the API's event loop. A
// worker thread starts a fresh module loader, so it registers tsx itself before loading the
// renderer. The production build compiles render-bio-data.ts to dist/render-worker.js instead,
// which needs no loader (scripts/build.mjs); the pool calls `renderBioData` in either.
import { register } from 'tsx/esm/api';

register();
/** @type {typeof import('./render-bio-data.ts').renderBioData} */
export const renderBioData = (await import('./render-bio-data.ts')).renderBioData;
