#!/usr/bin/env node
// Fails when the source files import each other in a circle (issue 12: "no cycles"). A cycle makes
// load order matter and ties modules that should stand alone. Type-only imports and lazy
// `import()` are ignored: they do not run at load time.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const SOURCE_DIRS = ['apps/api/src', 'apps/web/src', 'packages/domain/src', 'packages/db/src'];
const PACKAGES = {
  '@rishta/domain': 'packages/domain/src/index.ts',
  '@rishta/db': 'packages/db/src/index.ts',
  '@rishta/db/seed': 'packages/db/src/seed/index.ts',
  '@rishta/db/reference': 'packages/db/src/reference/index.ts',
};

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : filesUnder(path);
    return /\.(ts|tsx)$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) && !name.endsWith('.d.ts')
      ? [path]
      : [];
  });
}

function resolveFile(base) {
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

function resolveSpecifier(from, specifier) {
  if (specifier in PACKAGES) return join(root, PACKAGES[specifier]);
  if (specifier.startsWith('@/') && from.includes('/apps/web/src/')) {
    return resolveFile(join(root, 'apps/web/src', specifier.slice(2)));
  }
  if (specifier.startsWith('.')) return resolveFile(resolve(dirname(from), specifier));
  return undefined;
}

// Static imports and re-exports that are not type-only.
const IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"`;]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

const files = SOURCE_DIRS.flatMap((dir) => filesUnder(join(root, dir)));
const graph = new Map();
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const targets = new Set();
  for (const match of text.matchAll(IMPORT)) {
    const target = resolveSpecifier(file, match[1]);
    if (target) targets.add(target);
  }
  graph.set(file, [...targets]);
}

// Tarjan's strongly connected components: any component of two or more files is a cycle.
let index = 0;
const indices = new Map();
const lowlinks = new Map();
const stack = [];
const onStack = new Set();
const cycles = [];
function visit(node) {
  indices.set(node, index);
  lowlinks.set(node, index);
  index += 1;
  stack.push(node);
  onStack.add(node);
  for (const next of graph.get(node) ?? []) {
    if (!indices.has(next)) {
      visit(next);
      lowlinks.set(node, Math.min(lowlinks.get(node), lowlinks.get(next)));
    } else if (onStack.has(next)) {
      lowlinks.set(node, Math.min(lowlinks.get(node), indices.get(next)));
    }
  }
  if (lowlinks.get(node) === indices.get(node)) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) cycles.push(component);
  }
}
for (const file of graph.keys()) if (!indices.has(file)) visit(file);

if (cycles.length > 0) {
  console.error(`Import cycles (${cycles.length}):`);
  for (const cycle of cycles)
    console.error(
      `  ${cycle
        .map((f) => relative(root, f))
        .sort()
        .join('\n    ↔ ')}`,
    );
  process.exit(1);
}
console.log(`No import cycles among ${graph.size} source files.`);
