// The page renderer's build (decision 065): before each dynamic import of the app's own code, a
// call to `noteImport` with the imported module's key in the browser build's manifest (its path
// from apps/web), so that a page drawn on the server can name the modules it used
// (src/lib/rendered-modules.ts). The browser build is left as it is.
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const NOTER = fileURLToPath(new URL('../src/lib/rendered-modules.ts', import.meta.url));
const DYNAMIC_IMPORT = /\bimport\(\s*(["'])([^"']+)\1\s*\)/g;

export function renderedModules(): Plugin {
  let root = '';
  return {
    name: 'rishta-rendered-modules',
    // After the TypeScript and import.meta.glob transforms: the code is plain JavaScript with
    // every glob written out as its imports.
    enforce: 'post',
    apply: (_config, env) => Boolean(env.isSsrBuild),
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (file.includes('/node_modules/') || file === NOTER || !code.includes('import(')) return null;
      const keys = new Map<string, string>();
      for (const [, , specifier] of code.matchAll(DYNAMIC_IMPORT)) {
        if (keys.has(specifier!)) continue;
        const resolved = await this.resolve(specifier!, id);
        if (!resolved || resolved.external || resolved.id.includes('/node_modules/')) continue;
        keys.set(specifier!, relative(root, resolved.id.split('?')[0]!).split('\\').join('/'));
      }
      if (keys.size === 0) return null;
      const out = code.replace(DYNAMIC_IMPORT, (call: string, _quote: string, specifier: string) => {
        const key = keys.get(specifier);
        return key ? `(__noteImport(${JSON.stringify(key)}), ${call})` : call;
      });
      return {
        code: `import { noteImport as __noteImport } from ${JSON.stringify(NOTER)};\n${out}`,
        map: null,
      };
    },
  };
}
