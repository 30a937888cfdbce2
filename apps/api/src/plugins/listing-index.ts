import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createListingIndex, type ListingIndex } from '../services/discovery/listing-index/listing-index';
import { followingReads } from '../lib/read-routing';

/**
 * How long getting ready waits for the index: well under Fastify's 10 s for a hook. server.ts
 * waits longer before it listens.
 */
const WAIT_AT_START_MS = 3_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The listed profiles' filter columns in memory (decision 041); null when LISTING_INDEX is off. */
    listingIndex: ListingIndex | null;
  }
}

/**
 * Decorates `app.listingIndex`; registered after the database plugin. It loads when the app gets
 * ready (under a second per 100,000 profiles); server.ts listens once it has loaded, or after a
 * minute at most. Until it is loaded, or if loading fails, the lists are read with SQL, and
 * /api/ready answers 503 while it loads.
 */
export const listingIndexPlugin = fp(
  async (app: FastifyInstance, opts: { enabled: boolean; keepCardsMs: number }) => {
    const index = opts.enabled
      ? createListingIndex({
          read: followingReads(app.readRouting),
          write: app.db,
          log: app.log,
          keepCardsMs: opts.keepCardsMs,
          clockMs: () => app.clock().getTime(),
        })
      : null;
    app.decorate('listingIndex', index);
    if (!index) return;
    app.addHook('onReady', async () => {
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, WAIT_AT_START_MS)));
      await Promise.race([index.catchUp(), waited]);
      clearTimeout(timer);
    });
    app.addHook('onClose', () => index.close());
  },
);
