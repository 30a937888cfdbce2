// Which lazily loaded modules a page drawn on the server used (issue 31, decision 065). The browser
// would otherwise discover them one level at a time while it hydrates: the app, then the language
// files, then the page's chunk, then the parts inside it, each a round trip on mobile data. The
// server names them all with the page, and the browser fetches them side by side (boot.ts).
//
// The page renderer's build (vite-plugins/rendered-modules.ts) puts a call to `noteImport` before
// each dynamic import of our code, naming the module by its key in the browser build's manifest.

let drawing: Set<string> | null = null;

/**
 * Called by the page renderer's build as each dynamic import starts (only generated code calls it).
 * @public
 */
export function noteImport(key: string): void {
  drawing?.add(key);
}

/** Runs `draw` (one page at a time) and returns what it drew with the modules it imported. */
export async function withNotedImports<T>(draw: () => Promise<T>): Promise<[T, string[]]> {
  const noted = new Set<string>();
  drawing = noted;
  try {
    return [await draw(), [...noted]];
  } finally {
    drawing = null;
  }
}
