// The script files a drawn page names for the browser to fetch together (decision 065): each
// module the page imported lazily, as the web build's manifest maps it to a file, with the files
// that file imports. The entry's own files are left out: the browser has them, or is fetching them.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/** `(keys) => files` for the build in `webDist`; with no manifest, a page names none. */
export function modulePreloadsOf(webDist: string): (keys: readonly string[]) => string[] {
  const path = join(webDist, '.vite', 'manifest.json');
  if (!existsSync(path)) return () => [];
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>;

  const entryFiles = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) walk(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key, entryFiles);

  return (keys) => {
    const files = new Set<string>();
    for (const key of keys) walk(key, files);
    return [...files].filter((file) => !entryFiles.has(file)).map((file) => `/${file}`);
  };
}
