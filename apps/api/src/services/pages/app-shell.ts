import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** The web app's entry loads the app with a dynamic import (apps/web/src/boot.ts). */
const APP_MODULE = 'src/main.tsx';

/**
 * The app shell (index.html) as sent to a device that draws the page itself (a login stored, or a
 * page not drawn on the server): with the app's files preloaded in its head (issue 31). Without
 * them the phone learns of the app only once the small entry script has run, a round trip later
 * on a slow link. A page drawn on the server does not get them: there the app waits until the page
 * has been painted (boot.ts), and its files must not take the bandwidth the page needs first.
 * Null when the build has no manifest (the plain index.html is sent then).
 */
export function appShellHtml(webDist: string): string | null {
  const manifestPath = join(webDist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  if (!manifest[APP_MODULE]) return null;
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file) || key === 'index.html') return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(APP_MODULE);
  const links = [
    ...[...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
  return readFileSync(join(webDist, 'index.html'), 'utf8').replace('</head>', `${links}</head>`);
}
