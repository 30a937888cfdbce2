// Bio-data PDFs are laid out in a small pool of worker threads with a time limit, and kept in a
// small cache until the profile changes (issue 10: one profile with a 40,000-letter word froze
// every other request for seconds). Health checks, logins and searches never wait for a PDF.

import { Piscina } from 'piscina';
import { indiaClock } from '@rishta/domain';
import type { BioDataContent } from './render-bio-data';

export interface BioDataRendererOptions {
  /** A render taking longer is stopped (its worker is ended) and the request fails with 503. */
  timeoutMs?: number;
  /** At most this many PDFs are laid out at once; more wait in a queue. */
  maxThreads?: number;
  /** Rendered PDFs kept in memory (a few KB each). */
  cacheSize?: number;
}

export class RenderUnavailableError extends Error {}

export interface BioDataRenderer {
  render(content: BioDataContent): Promise<Buffer>;
  close(): Promise<void>;
}

/**
 * What makes two PDFs of the same profile differ: the stored profile (its update time and its
 * verification status, which staff change without touching the update time), whether contacts are
 * shown, the reader's language, and the day in India (the age and the download date printed on it).
 */
function cacheKey({ profile, showContact, hiddenReason, now, lang }: BioDataContent): string {
  const { year, month, day } = indiaClock(now);
  return [
    profile.id,
    profile.updatedOn.getTime(),
    profile.verificationStatus,
    showContact ? 'contact' : `no-contact-${hiddenReason}`,
    lang,
    `${year}-${month}-${day}`,
  ].join(':');
}

/**
 * The worker's module. From the sources (tsx in development, vitest) it is render-worker.mjs, which
 * registers tsx before loading render-bio-data.ts; in the production bundle (scripts/build.mjs) this
 * code is part of dist/server.js and render-bio-data.ts is compiled to dist/render-worker.js beside
 * it, so the worker needs no TypeScript loader.
 */
const WORKER_FILE = new URL(
  import.meta.url.endsWith('.ts') ? './render-worker.mjs' : './render-worker.js',
  import.meta.url,
).href;

export function createBioDataRenderer({
  timeoutMs = 10_000,
  maxThreads = 2,
  cacheSize = 200,
}: BioDataRendererOptions = {}): BioDataRenderer {
  // Started on the first PDF: most processes (and every test app) never need the threads.
  let pool: Piscina | null = null;
  const cache = new Map<string, Buffer>();

  const poolOf = () =>
    (pool ??= new Piscina({
      filename: WORKER_FILE,
      name: 'renderBioData',
      minThreads: 0,
      maxThreads,
      idleTimeout: 60_000,
      // Beyond this many waiting PDFs a request is refused at once instead of waiting minutes.
      maxQueue: maxThreads * 25,
    }));

  return {
    async render(content) {
      const key = cacheKey(content);
      const cached = cache.get(key);
      if (cached) {
        // Least recently used goes first: re-insert to mark it fresh.
        cache.delete(key);
        cache.set(key, cached);
        return cached;
      }
      let result: Uint8Array;
      try {
        result = await poolOf().run(content, { signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        throw new RenderUnavailableError('The bio data could not be rendered in time.', { cause: error });
      }
      const pdf = Buffer.from(result.buffer, result.byteOffset, result.byteLength);
      cache.set(key, pdf);
      if (cache.size > cacheSize) cache.delete(cache.keys().next().value as string);
      return pdf;
    },
    async close() {
      await pool?.destroy();
      pool = null;
    },
  };
}
