import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { parseWebEnv } from './src/config/env-schema';
import { renderedModules } from './vite-plugins/rendered-modules';

export default defineConfig(({ mode, isSsrBuild }) => {
  // The deployment's VITE_* settings are checked here, once: a wrong one stops the build.
  parseWebEnv({ ...loadEnv(mode, process.cwd(), 'VITE_'), ...pickVite(process.env) });
  return isSsrBuild ? { ...config, ...pageRendererBuild } : config;
});

/**
 * The page renderer (entry-server.tsx, decision 054) carries its own production build of React,
 * Mantine and the rest, as the browser's bundle does: the API loads it in every mode, and a
 * development server would otherwise draw pages with React's development build, twice as slow
 * (the e2e servers and the Lighthouse benchmark run in development mode), and unlike what the
 * browser hydrates with.
 */
const pageRendererBuild: ViteUserConfig = {
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
};

/** VITE_* variables of the environment (loadEnv reads the .env files and these). */
function pickVite(vars: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(vars).filter(([key]) => key.startsWith('VITE_')));
}

/**
 * Mantine's core and the small components that the layout and the public pages share, as one
 * chunk (issue 31). Split by component they were some twenty files of 0.2–2 KiB on every first view,
 * each a request (about 2 ms of a phone's main thread to start, and a wait for one of six
 * connections over HTTP/1.1). Together they compress better: measured, the home route went from 45
 * files and 167.4 KiB to 24 files and 166.1 KiB, and every other route shrank too. The components
 * only some screens use (dialogs, inputs, tables…) stay in their own chunks.
 */
const MANTINE_BASE_COMPONENTS = [
  'ActionIcon',
  'Anchor',
  'AspectRatio',
  'Badge',
  'Button',
  'Card',
  'Center',
  'CloseButton',
  'Collapse',
  'Container',
  'Group',
  'Image',
  'List',
  'Loader',
  'Paper',
  'Portal',
  'SimpleGrid',
  'Skeleton',
  'Stack',
  'Text',
  'Title',
  'Transition',
  'UnstyledButton',
  'VisuallyHidden',
];
const MANTINE_BASE = new RegExp(
  `node_modules/@mantine/(hooks|core/esm/(core|components/(${MANTINE_BASE_COMPONENTS.join('|')})))/`,
);

const config: ViteUserConfig = {
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  plugins: [
    react(),
    renderedModules(),
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: 'script-defer',
      includeAssets: ['favicon.svg', 'icons/*.png'],
      manifest: {
        name: 'Rishta – Free Muslim Matrimony',
        short_name: 'Rishta',
        description: 'A 100% free matrimony service for Muslims in India and abroad.',
        theme_color: '#0b7a5a',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The app shell works offline (every route falls back to the precached index.html).
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // Issue 11: what was seen recently answers offline, but only answers without personal
        // data: public content, reference lists and profile lists (cards never carry contacts).
        // Profile pages, proposals and the user's own data are never cached (contact details).
        // Network first: online, the answer is always fresh. Logout empties these caches.
        runtimeCaching: [
          {
            urlPattern: ({ url }) =>
              url.pathname.startsWith('/api/configs/') ||
              url.pathname.startsWith('/api/book/list') ||
              url.pathname.startsWith('/api/summary') ||
              /^\/api\/profiles\/(country|state|city|biradari|maslak)-list/.test(url.pathname),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'rishta-content',
              networkTimeoutSeconds: 6,
              expiration: { maxEntries: 80 },
            },
          },
          {
            // The home page's new profiles are cards too (issue 32: offline, home showed none).
            urlPattern: ({ url }) =>
              (url.pathname.startsWith('/api/profiles/list/') && !url.searchParams.has('for_you')) ||
              url.pathname.startsWith('/api/profiles/new-profiles/'),
            handler: 'NetworkFirst',
            options: { cacheName: 'rishta-lists', networkTimeoutSeconds: 6, expiration: { maxEntries: 40 } },
          },
        ],
      },
    }),
  ],
  // The chat's WebSocket (/api/friends/ws) goes through the same proxy in development (issue 32).
  server: { port: 5173, proxy: { '/api': { target: 'http://localhost:3000', ws: true } } },
  // es2022 (Chrome 94+, what Android's auto-updating Chrome and WebView have had since 2021) keeps
  // class fields native instead of pulling in helpers for them: 1.4 KiB less on the home route.
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 450,
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'mantine-base', test: MANTINE_BASE }] } },
    },
    modulePreload: {
      // The home page's script lists, for each lazy route, the files to preload with it. The
      // console's list is long (its kit and screens are chunks of their own) and no visitor opens
      // /admin: leaving it out keeps those names out of every visitor's download. Staff load the
      // console's files once its entry has run.
      resolveDependencies: (file, deps) => (file.includes('admin-console') ? [] : deps),
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
    // Issue 29: the files of a worker share the loaded modules (React, Mantine, the app) instead
    // of importing them again per file, which was most of the suite's time. Every test renders
    // its own tree with its own query client and router, and test-setup.ts cleans up after each.
    isolate: false,
    maxWorkers: 2,
  },
};
