import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';

const featuresDir = new URL('./apps/web/src/features/', import.meta.url);
const features = existsSync(featuresDir) ? readdirSync(featuresDir) : [];

/** The console's resource or screen folders (apps/web/src/console/<kind>/<name>/). */
const consoleFolders = (kind) => {
  const dir = new URL(`./apps/web/src/console/${kind}/`, import.meta.url);
  return existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
};

// The API's staff code (decision 048): one folder per staff resource, and the shared kit/ and audit/.
const staffDir = new URL('./apps/api/src/services/staff/', import.meta.url);
const staffFolders = existsSync(staffDir)
  ? readdirSync(staffDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];
const staffShared = ['kit', 'audit'];
const staffResources = staffFolders.filter((folder) => !staffShared.includes(folder));
/** What every service file may not import, staff or not. */
const serviceLayers = [
  { regex: '(^|/)(plugins|routes)(/|$)', message: 'Services must not import plugins or routes.' },
  { regex: '^@rishta/db/seed', message: 'Services must not import the demo seed.' },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'packages/db/drizzle/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // A page drawn on the server names the lazy parts it used (decision 065): they go through
  // lazyPart. The console is never drawn on the server.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/lazy-part.ts', 'apps/web/src/console/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='react'] ImportSpecifier[imported.name='lazy']",
          message:
            'Use lazyPart (lib/lazy-part.ts): a drawn page names the lazy parts it used (decision 065).',
        },
      ],
    },
  },
  // Layers (issue 12): services are plain functions over the database, usable without Fastify, so
  // they never reach into plugins, routes or the demo seed. Types they share live in src/lib.
  // Staff code (decision 048) lives in services/staff/: a folder per staff resource, named like its
  // route file and console screen, plus kit/ and audit/ that they share. The public services never
  // use it, and no staff resource uses another's internals: what two need goes to kit/.
  {
    files: ['apps/api/src/services/**/*.ts'],
    ignores: ['apps/api/src/services/staff/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...serviceLayers,
            {
              regex: '(^|/)staff(/|$)',
              message: 'Services outside services/staff/ must not import staff code.',
            },
          ],
        },
      ],
    },
  },
  ...staffFolders.flatMap((folder) => {
    const others = staffResources.filter((other) => other !== folder);
    // A relative path climbs out of the file's own folder and back into services/staff/ once per
    // level, so `../reports/` is another resource only from a file at the folder's top (and
    // `../../content/` from there is the public services/content/).
    return [0, 1, 2].map((depth) => ({
      files: [`apps/api/src/services/staff/${folder}/${'*/'.repeat(depth)}*.ts`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              ...serviceLayers,
              ...(others.length === 0
                ? []
                : [
                    {
                      regex: `^(\\.\\./){${depth + 1}}(${others.join('|')})(/|$)`,
                      message: staffShared.includes(folder)
                        ? `Shared staff code (staff/${folder}/) must not import a staff resource.`
                        : `Staff '${folder}' must not import another staff resource; share through staff/kit/.`,
                    },
                  ]),
            ],
          },
        ],
      },
    }));
  }),
  // Shared web code (components, lib, config) is used by the features and the app shell, never
  // the other way round.
  {
    files: ['apps/web/src/{components,lib,config}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@/|(\\.\\./)+)(features|console|app)(/|$)',
              message:
                'Shared code (components, lib, config) must not import features, the console or the app shell.',
            },
          ],
        },
      ],
    },
  },
  // The moderation console (issue 29) is an application of its own, lazy under /admin: it uses
  // '@/components', '@/lib' and the domain package, never the public features, and no public
  // feature uses it (the public pages must download none of its code).
  {
    files: ['apps/web/src/console/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@/|(\\.\\./)+)features(/|$)',
              message: 'The console must not import features; share through components/ or lib/.',
            },
          ],
        },
      ],
    },
  },
  // Inside the console (decision 048) one resource never imports another, nor one screen another:
  // what they share lives in console/kit/ (a screen may show resources, as the content screen
  // shows its kinds). This block's patterns replace the console block's for these files, so they
  // repeat its rule on features.
  ...['resources', 'screens'].flatMap((kind) =>
    consoleFolders(kind).map((name) => ({
      files: [`apps/web/src/console/${kind}/${name}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: '^(@/|(\\.\\./)+)features(/|$)',
                message: 'The console must not import features; share through components/ or lib/.',
              },
              {
                regex: `(^|/)${kind}/(?!${name}(/|$))[^/]+`,
                message: `console/${kind}/${name} must not import another of console/${kind}; share through console/kit/.`,
              },
              {
                regex: `^\\.\\./(?!${name}(/|$)|\\.\\.(/|$))[^/]+(/|$)`,
                message: `console/${kind}/${name} must not import another of console/${kind}; share through console/kit/.`,
              },
            ],
          },
        ],
      },
    })),
  ),
  // e2e: every spec takes `test` from fixtures/test.ts, whose baseURL is the worker's own server
  // (one app server per worker); '@playwright/test''s own `test` would reach no server.
  {
    files: ['e2e/{tests,journeys}/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: 'Import `test` from fixtures/test.ts: it points each worker at its own app server.',
            },
          ],
        },
      ],
    },
  },
  // Features stay independent: a feature may use '@/components', '@/lib', '@/app' and the domain
  // package, never another feature's internals. Shared UI moves to src/components instead.
  ...features.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: features
            .filter((other) => other !== feature)
            .flatMap((other) => [
              {
                regex: `features/${other}(/|$)`,
                message: `Feature '${feature}' must not import feature '${other}'.`,
              },
              {
                regex: `^(\\.\\./)+${other}(/|$)`,
                message: `Feature '${feature}' must not import feature '${other}'.`,
              },
            ])
            .concat({ regex: '^@/console(/|$)', message: 'Public features must not import the console.' }),
        },
      ],
    },
  })),
);
