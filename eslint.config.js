import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';

const featuresDir = new URL('./apps/web/src/features/', import.meta.url);
const features = existsSync(featuresDir) ? readdirSync(featuresDir) : [];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'packages/db/drizzle/**', '**/test-results/**'],
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
  // Layers (issue 12): services are plain functions over the database, usable without Fastify, so
  // they never reach into plugins, routes or the demo seed. Types they share live in src/lib.
  {
    files: ['apps/api/src/services/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)(plugins|routes)(/|$)', message: 'Services must not import plugins or routes.' },
            { regex: '^@rishta/db/seed', message: 'Services must not import the demo seed.' },
          ],
        },
      ],
    },
  },
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
