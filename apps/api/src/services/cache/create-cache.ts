import type { Cache, CacheKey } from './cache';
import type { SharedVersions } from './shared-versions';

export interface CacheOptions {
  /** How long an answer is kept; 0 keeps nothing (every read goes to the database). */
  ttlMs: number;
  /** The server clock (app.clock), so tests move time instead of waiting. */
  now: () => number;
  /** With several API processes: the versions they share (Redis). */
  shared?: SharedVersions;
}

interface Entry {
  /** The load itself, so concurrent misses share one database read. */
  value: Promise<unknown>;
  storedAt: number;
  /** The key's version when the load began: the local generation, plus the shared one. */
  version: string;
}

interface Slot {
  /** Bumped by every invalidation in this process. */
  generation: number;
  /** Least recently used first. */
  entries: Map<string, Entry>;
}

/**
 * Answers kept per key and variant. The variants come from query parameters anyone can send (any
 * state name), so each key keeps at most this many, dropping the least recently used.
 */
const MAX_VARIANTS = 256;

/** The in-process cache, optionally checking shared versions on every read (see cache.ts). */
export function createCache({ ttlMs, now, shared }: CacheOptions): Cache {
  const slots = new Map<CacheKey, Slot>();
  const slotOf = (key: CacheKey): Slot => {
    let slot = slots.get(key);
    if (!slot) {
      slot = { generation: 0, entries: new Map() };
      slots.set(key, slot);
    }
    return slot;
  };
  const drop = (slot: Slot) => {
    slot.generation += 1;
    slot.entries.clear();
  };

  /** The version to keep an answer under, or null when the shared store cannot say. */
  async function versionOf(key: CacheKey, slot: Slot): Promise<string | null> {
    // Taken before waiting for Redis: an invalidation meanwhile must not be missed.
    const local = String(slot.generation);
    if (!shared) return local;
    try {
      return `${local}:${await shared.read(key)}`;
    } catch {
      // Invalidations from other processes may be going unseen: trust nothing kept so far.
      for (const other of slots.values()) drop(other);
      return null;
    }
  }

  return {
    async get<T>(key: CacheKey, load: () => PromiseLike<T>, variant = '') {
      if (ttlMs <= 0) return load();
      const slot = slotOf(key);
      const version = await versionOf(key, slot);
      if (version === null) return load();
      const at = now();
      const kept = slot.entries.get(variant);
      // A clock set backwards (the development clock) must not make an answer live on.
      if (kept && kept.version === version && at >= kept.storedAt && at < kept.storedAt + ttlMs) {
        slot.entries.delete(variant);
        slot.entries.set(variant, kept);
        return kept.value as Promise<T>;
      }
      // A real promise: query builders are thenables that run their query again on every `then`.
      const value = Promise.resolve().then(load);
      const entry: Entry = { value, storedAt: at, version };
      slot.entries.set(variant, entry);
      if (slot.entries.size > MAX_VARIANTS) slot.entries.delete(slot.entries.keys().next().value!);
      // A failed read (the database away) is not kept: the next request tries again.
      value.catch(() => {
        if (slot.entries.get(variant) === entry) slot.entries.delete(variant);
      });
      return value;
    },

    async invalidate(...keys: CacheKey[]) {
      for (const key of keys) drop(slotOf(key));
      if (!shared) return;
      // Unreachable Redis: the other processes drop their copies within the time to live at most
      // (and read through while they cannot reach it either); the admin's change is saved.
      await Promise.all(keys.map((key) => shared.bump(key).catch(() => undefined)));
    },

    close: async () => shared?.close(),
  };
}
