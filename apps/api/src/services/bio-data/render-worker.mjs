// A worker thread of the bio-data pool (render-pool.ts). pdfkit lays text out synchronously, so
// rendering runs here, off the API's event loop. The API runs its TypeScript through tsx; a worker
// thread starts a fresh module loader, so it registers tsx itself before loading the renderer.
import { register } from 'tsx/esm/api';

register();
const { renderBioData } = await import('./render-bio-data.ts');

/** @param {import('./render-bio-data.ts').BioDataContent} content */
export default async function render(content) {
  return renderBioData(content);
}
