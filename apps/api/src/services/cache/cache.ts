// Answers read on every visit that change only when an admin edits them (issue 15): the reference
// lists of the forms, the home page's summary and its content lists. The cache keeps them in the
// process for a short time; an admin change drops them at once, in every process when the site
// shares a Redis (shared-versions.ts). docs/decisions/037-cached-reference-and-home.md.

/**
 * What an invalidation acts on. A key may hold several answers (one per variant: the cities of
 * each state, the videos of each tag); invalidating the key drops them all.
 */
export const CACHE_KEYS = [
  'countries',
  'states',
  'cities',
  'maslaks',
  'biradaries',
  'blocked-keywords',
  'summary',
  'guidelines',
  'success-stories',
  'header-messages',
] as const;
export type CacheKey = (typeof CACHE_KEYS)[number];

export interface Cache {
  /**
   * The kept answer for `key` (and `variant`, e.g. the query parameter it depends on), or what
   * `load` reads, then kept for the time to live. Never fails for the cache's own sake: when the
   * shared store is unreachable it reads through to `load`.
   */
  get<T>(key: CacheKey, load: () => Promise<T>, variant?: string): Promise<T>;
  /** Drops every answer kept under these keys, here and (with a shared store) in every process. */
  invalidate(...keys: CacheKey[]): Promise<void>;
  close(): Promise<void>;
}
