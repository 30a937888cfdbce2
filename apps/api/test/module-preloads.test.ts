// Decision 065: a drawn page names the script files its lazy modules need, from the web build's
// manifest, without the files the entry already brings.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { modulePreloadsOf } from '../src/services/pages/module-preloads';

const dirs: string[] = [];
function buildWith(manifest: Record<string, unknown>): string {
  const dist = mkdtempSync(join(tmpdir(), 'rishta-manifest-'));
  dirs.push(dist);
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dist;
}
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('module preloads of a drawn page', () => {
  const dist = buildWith({
    'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_runtime.js'] },
    '_runtime.js': { file: 'assets/runtime-b.js' },
    'src/features/home/home-page.tsx': {
      file: 'assets/home-page-c.js',
      imports: ['_runtime.js', '_Card.js'],
    },
    '_Card.js': { file: 'assets/Card-d.js', imports: ['_Box.js'] },
    '_Box.js': { file: 'assets/Box-e.js', imports: ['_Card.js'] },
    'src/i18n/locales/en/home.json': { file: 'assets/home-f.js' },
  });
  const preloads = modulePreloadsOf(dist);

  it('names each module with the files it imports, once, and not the entry’s', () => {
    expect(preloads(['src/features/home/home-page.tsx', 'src/i18n/locales/en/home.json'])).toEqual([
      '/assets/home-page-c.js',
      '/assets/Card-d.js',
      '/assets/Box-e.js',
      '/assets/home-f.js',
    ]);
  });

  it('leaves out a key the build does not have (a language file that does not exist)', () => {
    expect(preloads(['src/i18n/locales/xx/home.json'])).toEqual([]);
  });

  it('names nothing when the web app was built without a manifest', () => {
    const bare = mkdtempSync(join(tmpdir(), 'rishta-no-manifest-'));
    dirs.push(bare);
    expect(modulePreloadsOf(bare)(['x'])).toEqual([]);
  });
});
