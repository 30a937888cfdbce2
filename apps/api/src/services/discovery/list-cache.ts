import { sql } from 'drizzle-orm';
import type { Db } from '@rishta/db';
import type { EncodedBody } from '../../lib/encoded-body';
import { coalescedReads } from '../../lib/coalesced-reads';
import { outsideCancelScope } from '../../lib/cancel-on-disconnect';
import type { Viewer } from '../accounts/viewer';

/**
 * Profile-list answers kept in the process (issue 15, decision 039). Everyone of one kind sees the
 * same list for the same address: visitors (blurred women's photos), or logged-in people of one
 * gender (the opposite gender, unblurred; never their own profile). So an answer is kept under
 * that kind and the request's address, with the listing version it was read at: any committed
 * change to what lists show moves the version (migration 0013), and the next request reads afresh.
 * Answers are also dropped after `ttlMs`, and the oldest go first beyond `maxBytes` (counted in
 * JSON; the compressed copies made of an answer are a fraction of that).
 */
export interface ListCache {
  has(key: string): boolean;
  /** The kept answer, if it was read at `version` less than the time to live ago. */
  get(key: string, version: string, nowMs: number): EncodedBody | undefined;
  set(key: string, version: string, nowMs: number, body: EncodedBody): void;
}

interface Entry {
  version: string;
  at: number;
  body: EncodedBody;
}

export function createListCache(options: { ttlMs: number; maxBytes: number }): ListCache {
  // A Map keeps insertion order: re-inserting on use makes its first key the least recently used.
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.body.json.length;
    entries.delete(key);
  };
  return {
    has: (key) => entries.has(key),
    get(key, version, nowMs) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.version !== version || nowMs - entry.at >= options.ttlMs) {
        drop(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry.body;
    },
    set(key, version, nowMs, body) {
      if (body.json.length > options.maxBytes) return;
      drop(key);
      entries.set(key, { version, at: nowMs, body });
      bytes += body.json.length;
      for (const oldest of entries.keys()) {
        if (bytes <= options.maxBytes) break;
        drop(oldest);
      }
    },
  };
}

/**
 * Who sees the same list. A logged-in person without a gender (no profile yet) or whose own
 * profile could appear gets a key of their own.
 */
export function listCacheKey(viewer: Viewer | null, url: string): string {
  if (!viewer) return `visitor ${url}`;
  if (viewer.gender) return `${viewer.gender} ${url}`;
  return `account:${viewer.accountId} ${url}`;
}

/** Reads of the same list a request waits for before it reads by itself. */
const WAITS_AT_MOST = 3;

/** What a read of a list gives to keep: its JSON and the listing version it was read with. */
export interface ReadAnswer {
  body: EncodedBody;
  version: string | null;
}

/**
 * The list route's answers through the cache. A kept answer costs (a share of) one read of the
 * version, read after the request came. Any other is read in one statement together with the
 * version (decision 040), which counts exactly the changes that statement's rows show (migration
 * 0016), so the answer is kept under it.
 */
export function createListAnswers(db: Db, cache: ListCache) {
  // Shared by the requests that came while the previous read was on its way (and so never
  // cancelled for them all when one of them leaves).
  const currentVersion = coalescedReads(() => outsideCancelScope(() => listingVersion(db)));
  /** The reads on their way, by key. */
  const reading = new Map<string, Promise<ReadAnswer>>();
  const kept = async (key: string, nowMs: number) =>
    cache.has(key) ? cache.get(key, await currentVersion(), nowMs) : undefined;
  return {
    async answer(key: string, nowMs: number, read: () => Promise<ReadAnswer>): Promise<EncodedBody> {
      let found = await kept(key, nowMs);
      // The same list already on its way (many people open a popular list at once, and a process
      // that has just started keeps nothing yet): wait for it and take what it kept, checked
      // against a version read after this request came like any kept answer, rather than run the
      // same statement again. At a million profiles a common name's first search takes a few
      // hundred milliseconds, and eight of them at once went past the statement timeout (issue
      // 15). If it failed (its reader left, say, or it ran out of time) or the lists changed
      // meanwhile, the next of those waiting reads it again for the others, so there is never
      // more than one read of a list on its way; after WAITS_AT_MOST of them, a request reads
      // by itself.
      for (let waits = 0; found === undefined && waits < WAITS_AT_MOST; waits++) {
        const before = reading.get(key);
        if (!before) break;
        await before.catch(() => undefined);
        found = await kept(key, nowMs);
      }
      if (found !== undefined) return found;
      // Nothing awaited between the look at `reading` and here, so the next request for this key
      // finds this read.
      const mine = read();
      reading.set(key, mine);
      try {
        const fresh = await mine;
        if (fresh.version !== null) cache.set(key, fresh.version, nowMs, fresh.body);
        return fresh.body;
      } finally {
        if (reading.get(key) === mine) reading.delete(key);
      }
    },
  };
}

/** The listing version (migrations 0013 and 0016): one row of one small table. */
export async function listingVersion(db: Db): Promise<string> {
  const result = await db.execute(sql`select version::text as version from listing_version`);
  const rows = (result as unknown as { rows: { version: string }[] }).rows;
  return String(rows[0]?.version ?? '0');
}
