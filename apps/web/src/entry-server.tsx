// The server's page renderer (issue 31): the API renders a public page's HTML with this module, so
// a phone paints the page before any JavaScript has run; main.tsx then hydrates it. It is built
// on its own (`vite build --ssr`, dist-ssr/) and only the API imports it.
//
// Privacy: the page is drawn from the same calls a logged-out visitor's browser makes, through
// the API's own handlers (`send`), with no session. What it shows is what any visitor may see.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchPath, StaticRouter } from 'react-router';
import { dehydrate, QueryClient, type Query } from '@tanstack/react-query';
import i18next from 'i18next';
import { DEFAULT_LANGUAGE, languageDirection, type LanguageCode } from '@rishta/domain';
import { i18nReady } from './i18n';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { paths } from './config/paths';
import { setApiTransport } from './lib/api';
import { adoptRenderedSeed, type RenderedPageState } from './lib/rendered-page';
import { withNotedImports } from './lib/rendered-modules';
import { RENDERED_PAGE_SCRIPT_ID } from './lib/rendered-page-id';

/**
 * The pages drawn on the server: the public ones a visitor opens first, often from a shared link.
 * Pages behind a login, the forms and the console stay the plain app shell: their content is the
 * user's own, and the server never renders as a user.
 */
const RENDERED = [
  paths.home,
  paths.guidelines,
  paths.books,
  paths.news,
  paths.scholarships,
  paths.about,
  paths.terms,
  paths.feedback,
  paths.categories,
  paths.search,
  paths.newProfiles,
  paths.profile,
];

/** Every route of the app (router.tsx); any other path is the 404 page, rendered too. */
const KNOWN = [...Object.values(paths), '/admin/*'];

export function isServerRendered(pathname: string): boolean {
  if (RENDERED.some((path) => matchPath(path, pathname))) return true;
  return !KNOWN.some((path) => matchPath(path, pathname));
}

export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

export interface RenderOptions {
  /** The path and query of the page. */
  url: string;
  language: LanguageCode;
  /** The built index.html: the page is written into its root element. */
  template: string;
  /** How the app's GET calls reach the API (its in-process handlers). */
  send: ApiTransport;
  /**
   * The built stylesheets the template does not link (the CSS modules of lazy parts), with the
   * class names each defines: the page links those whose classes it uses.
   */
  stylesheets?: PageStylesheet[];
  /**
   * The files the browser will need to bring the page alive, from the keys (paths from apps/web,
   * as in the browser build's manifest) of the modules the page imported lazily: the page names
   * them, and the browser fetches them side by side instead of one level at a time (decision 065).
   */
  modulePreloads?: (keys: readonly string[]) => string[];
  /** Past this the page goes out as the plain app shell. */
  timeoutMs?: number;
}

export interface PageStylesheet {
  href: string;
  classNames: readonly string[];
}

// One page at a time: the language and the app's API transport are module-wide (i18next's
// instance, lib/api.ts). Pages are cached by the API, so the queue stays short.
let queue: Promise<unknown> = Promise.resolve();

/** The page's whole HTML document, or null when it could not be drawn in time. */
export function renderPage(options: RenderOptions): Promise<string | null> {
  const next = queue.then(() => draw(options));
  queue = next.catch(() => undefined);
  return next;
}

async function draw({
  url,
  language,
  template,
  send,
  stylesheets = [],
  modulePreloads = () => [],
  timeoutMs = 5000,
}: RenderOptions): Promise<string | null> {
  setApiTransport((target, init) => {
    if ((init.method ?? 'GET') !== 'GET') return Promise.reject(new Error('only reads while rendering'));
    return send(target, init);
  });
  await i18nReady;
  await i18next.changeLanguage(language);

  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const seed = Math.floor(Math.random() * 0x1_0000_0000);
  const deadline = AbortSignal.timeout(timeoutMs);
  const tried = new Set<string>();

  // Draw, then fetch what the drawing asked for, and draw again with the answers (a list's cards
  // may ask for more), until nothing new is asked for.
  const [html, imported] = await withNotedImports(async () => {
    let drawn = '';
    for (let pass = 0; pass < 4; pass++) {
      adoptRenderedSeed(seed);
      drawn = await drawOnce(url, language, client, deadline);
      const wanted = client
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.status === 'pending' && !tried.has(query.queryHash) && enabled(query));
      if (wanted.length === 0) break;
      wanted.forEach((query) => tried.add(query.queryHash));
      await Promise.all(wanted.map((query) => query.fetch().catch(() => undefined)));
      // A call that failed is left to the browser, which shows its loading state, as the HTML will.
      client.removeQueries({ predicate: (query) => query.state.status === 'error' });
      if (deadline.aborted) break;
    }
    return drawn;
  });
  if (deadline.aborted) return null;

  const state: RenderedPageState = {
    language,
    seed,
    queries: dehydrate(client),
    preload: modulePreloads([...imported, ...localeFiles(language)]),
  };
  return (
    template
      // Mantine's colours hang on the scheme attribute, which its script would only set later.
      .replace(
        /<html[^>]*>/,
        `<html lang="${language}" dir="${languageDirection(language)}" data-mantine-color-scheme="light">`,
      )
      .replace('</head>', `${stylesheetLinks(html, stylesheets)}</head>`)
      // The page's own title also stands in the head, where the app shell's is: that one names
      // the document until the app changes it, on this page and on the next ones.
      .replace(/<title>[^<]*<\/title>/, /<title>[^<]*<\/title>/.exec(html)?.[0] ?? '$&')
      .replace(
        '<div id="root"></div>',
        `<div id="root">${html}</div><script id="${RENDERED_PAGE_SCRIPT_ID}" type="application/json">${safeJson(state)}</script>`,
      )
  );
}

/**
 * Whether the server may fetch a query: one its component would fetch (not one waiting for a
 * login or a choice), and not one that counts a visit, which only the visitor's browser makes.
 */
function enabled(query: Query): boolean {
  if (query.meta?.countsVisit) return false;
  const option = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return typeof option === 'function' ? option(query) : option !== false;
}

async function drawOnce(url: string, language: LanguageCode, client: QueryClient, signal: AbortSignal) {
  const failures: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Providers client={client} direction={languageDirection(language)}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </Providers>
    </StrictMode>,
    {
      signal,
      // Every part inline, in order: a large part would otherwise come last with an inline script
      // to move it into place, which the content security policy (rightly) refuses to run.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // A part that failed would be drawn by the browser instead; the whole page then goes out
      // as the app shell, and the API logs why.
      onError(error) {
        failures.push(error);
      },
    },
  );
  if (failures.length > 0) throw failures[0] instanceof Error ? failures[0] : new Error(String(failures[0]));
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The language files the page's texts came from, as the browser's i18n loads them (i18n/index.ts):
 * the language's and English's of every namespace drawn. i18next loads each once per process, so
 * they are named here rather than noted as they are imported.
 */
function localeFiles(language: LanguageCode): string[] {
  const namespaces = i18next.reportNamespaces?.getUsedNamespaces() ?? [];
  const languages = language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE];
  return languages.flatMap((code) => [
    ...namespaces.map((namespace) =>
      // A profile's fixed values are packages/domain's (its values/locales, lib/fixed-values.ts).
      namespace === 'values'
        ? `../../packages/domain/src/values/locales/${code}.ts`
        : `src/i18n/locales/${code}/${namespace}.json`,
    ),
    ...(code === DEFAULT_LANGUAGE ? [] : ['src/i18n/other-languages.ts', 'src/i18n/fonts/script-font.ts']),
  ]);
}

/**
 * The stylesheets of the lazy parts drawn on the page: without them the HTML would paint unstyled
 * parts that jump into place once their code loads. The app's code finds them linked and does not
 * load them again.
 */
function stylesheetLinks(html: string, stylesheets: readonly PageStylesheet[]): string {
  const used = new Set<string>();
  for (const [, classes] of html.matchAll(/ class="([^"]*)"/g))
    for (const name of classes!.split(' ')) used.add(name);
  return stylesheets
    .filter((sheet) => sheet.classNames.some((name) => used.has(name)))
    .map((sheet) => `<link rel="stylesheet" crossorigin href="${sheet.href}">`)
    .join('');
}

/** JSON that cannot end the script element it sits in, whatever a profile's texts contain. */
function safeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
