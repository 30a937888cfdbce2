import type { CacheKey } from './cache';

/**
 * A version per cache key that every API process sees (issue 15). A process keeps an answer
 * together with the version it read before loading it, and serves it only while the version is
 * unchanged; an invalidation anywhere bumps it. Reading the version before the load means an
 * answer loaded while an admin's change committed is dropped on the next read, never kept.
 */
export interface SharedVersions {
  /** The key's current version; rejects when the store cannot be reached. */
  read(key: CacheKey): Promise<string>;
  /** Gives the key a new version; rejects when the store cannot be reached. */
  bump(key: CacheKey): Promise<void>;
  close(): Promise<void>;
}
