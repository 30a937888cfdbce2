import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@rishta/db';
import { outsideCancelScope } from '../../../lib/cancel-on-disconnect';
import { coalescedReads } from '../../../lib/coalesced-reads';
import type { CardSource } from '../../profiles/profile-card';
import { listingVersion } from '../list-cache';
import type { ListFilter } from '../list-filters';
import { createCardCache, readCards } from './card-cache';
import type { ListingStore } from './store';
import { forgetReader, newReaderId, reportRead } from './readers';
import { loadAll, readChanges, type SyncPoint } from './sync';
import { indexable, walk } from './walk';

/**
 * The listed profiles' filter columns in this process's memory (issue 15, decision 041), so that
 * a search with filters nobody asked for a moment ago costs a walk of an array instead of planning
 * and running a statement: at a million profiles the database spent more on planning a search
 * than on running it, and most of a search request's time was the database's.
 *
 * It answers only when it is as new as the database: each page is used only when the listing
 * version, read after the request came, is the one the index was read at (and so are the cards
 * it keeps, card-cache.ts). Otherwise the list is read with SQL as before, and the index catches
 * up in the background by reading the profiles changed since (listing_changes). While in use it
 * also looks once a second. It tells the database how far it has read (listing_readers, decision
 * 046), so that changes are purged only once every live process has read them; one that finds
 * changes it needs purged (it was quiet for long enough to be taken for dead) reads everything.
 */
export interface ListingIndex {
  /**
   * Page ids and the matches counted up to `countTo` for `filter`, with the version they hold
   * for; null when the index cannot answer (not loaded, free text or codes, a long walk).
   */
  page(
    filter: ListFilter,
    offset: number,
    limit: number,
    countTo: number,
  ): { ids: number[]; matched: number; version: string } | null;
  /**
   * The cards of a page the index gave at `version`, in the order of `ids`: kept ones, and the
   * others read with the listing version; null when the database is newer than `version` (then
   * the page is read with SQL).
   */
  cards(ids: readonly number[], version: string): Promise<CardSource[] | null>;
  /** The listing version a statement read: the index catches up when it is behind. */
  saw(version: string): void;
  /**
   * Loads the index, or brings it up to date; resolves when done (at start, and in tests). A
   * failure is logged and the lists are read with SQL meanwhile.
   */
  catchUp(): Promise<void>;
  /** True until the first load has ended (loaded or failed): the process is not ready meanwhile. */
  loading(): boolean;
  close(): Promise<void>;
}

export interface ListingIndexOptions {
  /** Where the lists are read (the replica when there is one). */
  read: Db;
  /** The primary, where the index reports how far it has read. */
  write: Db;
  log: FastifyBaseLogger;
  /** How long a card may be kept (LIST_CACHE_SECONDS); 0 keeps none. */
  keepCardsMs: number;
  /** The app clock, in milliseconds: what kept cards are timed by. */
  clockMs: () => number;
  /** Monotonic milliseconds (tests pass their own). */
  nowMs?: () => number;
  /** Its row in listing_readers (tests name theirs); unset: host, process id and a random part. */
  readerId?: string;
}

/** Looks again at most this often while in use (see above). */
const RECHECK_MS = 1_000;
/** Reports how far it has read at most this often (and at once after reading everything). */
const REPORT_EVERY_MS = 5_000;
/** After a failed read, the next try waits this long. */
const RETRY_MS = 30_000;

export function createListingIndex(options: ListingIndexOptions): ListingIndex {
  const nowMs = options.nowMs ?? (() => performance.now());
  let state: { store: ListingStore; at: SyncPoint; checkedAt: number } | null = null;
  let running: Promise<void> | null = null;
  let following: Promise<void> | null = null;
  let closed = false;
  let failedAt = -Infinity;
  let firstEnded = false;
  const readerId = options.readerId ?? newReaderId();
  let reportedAt = -Infinity;

  const kept = createCardCache(options.keepCardsMs);
  // Read after the request came, shared by those that came while one was on its way (decision 040).
  const currentVersion = coalescedReads(() => outsideCancelScope(() => listingVersion(options.read)));

  /**
   * Tells the database how far this index has read. A failure only delays the purge of changes
   * (or, after half an hour, makes this index reload once): the index itself stays in use.
   */
  const report = async (version: string, loaded: boolean) => {
    const at = nowMs();
    if (!loaded && at - reportedAt < REPORT_EVERY_MS) return;
    reportedAt = at;
    try {
      await reportRead(options.write, readerId, version, new Date(options.clockMs()));
    } catch (error) {
      options.log.warn({ err: error }, 'the listing index could not report how far it has read');
    }
  };

  const catchUp = async (): Promise<void> => {
    const started = nowMs();
    const read = state && (await readChanges(options.read, state.at));
    if (state && read) {
      for (const { id, row } of read.changes) {
        kept.drop(id);
        if (!row) state.store.remove(id);
        // A photo's change leaves the row as it was: nothing to move.
        else if (!state.store.holds(row)) state.store.put(row);
      }
      state = { ...state, at: read.at, checkedAt: started };
    } else {
      // The first load, or changes this index needs were purged meanwhile (decision 046).
      const { store, at } = await loadAll(options.read);
      kept.clear();
      state = { store, at, checkedAt: started };
    }
    await report(state.at.version, !read);
  };

  /**
   * One catch-up at a time. One asked for meanwhile runs when it ends (shared by all who ask
   * meanwhile), so that what it reads is never older than the asking. None soon after a failure.
   */
  const schedule = (): Promise<void> => {
    if (closed || nowMs() - failedAt < RETRY_MS) return Promise.resolve();
    if (running) {
      following ??= running.then(() => {
        following = null;
        return schedule();
      });
      return following;
    }
    // Shared by every request that notices: none of them may cancel it by leaving.
    running = outsideCancelScope(() => catchUp())
      .catch((error: unknown) => {
        failedAt = nowMs();
        options.log.warn({ err: error }, 'the listing index could not catch up; lists are read with SQL');
      })
      .finally(() => {
        running = null;
        firstEnded = true;
      });
    return running;
  };

  return {
    page(filter, offset, limit, countTo) {
      if (!state || !indexable(filter)) return null;
      if (nowMs() - state.checkedAt > RECHECK_MS) void schedule();
      const found = walk(state.store, filter, offset, limit, countTo);
      return found && { ...found, version: state.at.version };
    },
    async cards(ids, version) {
      const current = await currentVersion();
      if (current !== version) {
        if (state?.at.version !== current) void schedule();
        return null;
      }
      const nowMs = options.clockMs();
      const keptCards = new Map<number, CardSource>();
      for (const id of ids) {
        const card = kept.get(id, nowMs);
        if (card) keptCards.set(id, card);
      }
      const missing = ids.filter((id) => !keptCards.has(id));
      const read = new Map<number, CardSource>();
      if (missing.length > 0) {
        const fresh = await readCards(options.read, missing);
        if (fresh.version !== version) {
          if (state?.at.version !== fresh.version) void schedule();
          return null;
        }
        for (const card of fresh.cards) {
          read.set(card.id, card);
          // Only while the index still holds that version: a catch-up meanwhile may have dropped it.
          if (state?.at.version === version) kept.set(card, nowMs);
        }
      }
      const cards = ids.map((id) => read.get(id) ?? keptCards.get(id));
      return cards.every((card) => card !== undefined) ? (cards as CardSource[]) : null;
    },
    saw(version) {
      if (state?.at.version !== version) void schedule();
    },
    catchUp: () => schedule(),
    loading: () => !firstEnded && !closed,
    async close() {
      closed = true;
      await following;
      await running;
      // Best effort: a reader left behind is taken for dead after half an hour anyway.
      await forgetReader(options.write, readerId).catch((error: unknown) => {
        options.log.warn({ err: error }, 'the listing index could not remove its reader row');
      });
    },
  };
}
