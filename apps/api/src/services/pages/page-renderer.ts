// Public pages drawn on the server (issue 31): the web app's own renderer (apps/web/src/
// entry-server.tsx, built to apps/web/dist-ssr/) writes a page's HTML, so a phone paints it before
// the JavaScript arrives. The page's data comes from this API's own handlers, asked as a
// logged-out visitor (no session, no cookie): the HTML holds only what any visitor may see.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { LanguageCode } from '@rishta/domain';
import { modulePreloadsOf } from './module-preloads';

/** The web build's renderer module (entry-server.tsx). */
interface RendererModule {
  isServerRendered(pathname: string): boolean;
  renderPage(options: {
    url: string;
    language: LanguageCode;
    template: string;
    send: (url: string, init: RequestInit) => Promise<Response>;
    stylesheets: { href: string; classNames: string[] }[];
    modulePreloads: (keys: readonly string[]) => string[];
  }): Promise<string | null>;
}

export interface PageRenderer {
  /** The page's HTML in `language`, or null for the plain app shell (not a rendered page, or it failed). */
  render(url: string, language: LanguageCode): Promise<string | null>;
}

export interface PageRendererOptions {
  /** The built web app (index.html); the renderer is in dist-ssr/ beside it. */
  webDist: string;
  log: FastifyBaseLogger;
}

/**
 * Pages are not kept: each is drawn from the API's answers of the moment, which its own caches
 * keep fresh (a deleted or hidden profile leaves every list at once, decision 039).
 */
const MAX_WAITING = 4;

/** Null when the web app was built without its renderer: every page is then the app shell. */
export async function loadPageRenderer(
  app: FastifyInstance,
  { webDist, log }: PageRendererOptions,
): Promise<PageRenderer | null> {
  const entry = join(webDist, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(entry)) {
    log.warn({ entry }, 'the web app has no page renderer: pages go out as the app shell');
    return null;
  }
  const module = (await import(pathToFileURL(entry).href)) as RendererModule;
  const template = readFileSync(join(webDist, 'index.html'), 'utf8');
  const stylesheets = lazyStylesheets(webDist, template);
  const modulePreloads = modulePreloadsOf(webDist);

  // The app's calls, answered in process. Only reads, and never with a visitor's credentials.
  const send = async (url: string, init: RequestInit): Promise<Response> => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    delete headers.authorization;
    delete headers.cookie;
    const answer = await app.inject({ method: 'GET', url, headers });
    const type = answer.headers['content-type'];
    return new Response(answer.rawPayload, {
      status: answer.statusCode,
      headers: typeof type === 'string' ? { 'content-type': type } : {},
    });
  };

  // Pages are drawn one at a time (entry-server.tsx); when more than a few wait, the next ones
  // go out as the app shell, which the browser draws itself, rather than queueing behind them.
  let waiting = 0;
  return {
    async render(url, language) {
      const pathname = url.split('?')[0] ?? '/';
      if (!module.isServerRendered(pathname) || waiting >= MAX_WAITING) return null;
      waiting += 1;
      try {
        return await module.renderPage({ url, language, template, send, stylesheets, modulePreloads });
      } catch (error) {
        log.error({ err: error, url }, 'a page could not be drawn: the app shell goes instead');
        return null;
      } finally {
        waiting -= 1;
      }
    },
  };
}

/** The built CSS files the template does not link (CSS modules of lazy chunks), with their classes. */
function lazyStylesheets(webDist: string, template: string) {
  const assets = join(webDist, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.css') && !template.includes(`/assets/${file}`))
    .map((file) => {
      const css = readFileSync(join(assets, file), 'utf8');
      const classNames = [...new Set([...css.matchAll(/\.([A-Za-z_][\w-]*)/g)].map((match) => match[1]!))];
      return { href: `/assets/${file}`, classNames };
    });
}
