// Issue 31: the app shell preloads the app's files; a page drawn on the server does not.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appShellHtml } from '../src/services/pages/app-shell';

let dist: string;
const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-a1.js"></script></head><body></body></html>';

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'rishta-shell-'));
  await mkdir(join(dist, '.vite'), { recursive: true });
  await writeFile(join(dist, 'index.html'), INDEX);
  await writeFile(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-a1.js', isEntry: true, dynamicImports: ['src/main.tsx'] },
      'src/main.tsx': {
        file: 'assets/main-b2.js',
        imports: ['_react-c3.js', 'index.html', '_ui-d4.js'],
        css: ['assets/main-e5.css'],
      },
      '_react-c3.js': { file: 'assets/react-c3.js' },
      '_ui-d4.js': { file: 'assets/ui-d4.js', imports: ['_react-c3.js'], css: ['assets/ui-f6.css'] },
      'src/features/console.tsx': { file: 'assets/console-g7.js', isDynamicEntry: true },
    }),
  );
});
afterAll(() => rm(dist, { recursive: true, force: true }));

describe('appShellHtml', () => {
  it("links the app's scripts and styles in the head, once each, and nothing of the lazy parts", () => {
    const html = appShellHtml(dist)!;
    const head = html.slice(0, html.indexOf('</head>'));
    for (const file of ['main-b2.js', 'react-c3.js', 'ui-d4.js'])
      expect(head.split(`<link rel="modulepreload" crossorigin href="/assets/${file}">`)).toHaveLength(2);
    for (const file of ['main-e5.css', 'ui-f6.css'])
      expect(head).toContain(`<link rel="stylesheet" crossorigin href="/assets/${file}">`);
    expect(head).not.toContain('console-g7');
    // The entry itself stays as the build wrote it.
    expect(head.split('assets/index-a1.js')).toHaveLength(2);
  });

  it('is null without a manifest, so the plain index.html goes out', async () => {
    const bare = await mkdtemp(join(tmpdir(), 'rishta-shell-bare-'));
    await writeFile(join(bare, 'index.html'), INDEX);
    expect(appShellHtml(bare)).toBeNull();
    await rm(bare, { recursive: true, force: true });
  });
});
