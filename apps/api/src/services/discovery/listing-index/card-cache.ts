import { sql } from 'drizzle-orm';
import type { Db } from '@rishta/db';
import type { CardSource } from '../../profiles/profile-card';
import { arrayLiteral } from '../../../lib/sql-values';

/**
 * The cards of listed profiles, kept beside the listing index (decision 041): a search's page is
 * mostly the newest profiles of its combination, so most of its cards were read a moment ago for
 * someone else. A card is kept only when it was read at the version the index holds, and it is
 * dropped when its profile or its photos change (listing_changes), so a kept card is always the
 * one the database would give at that version. Like kept list answers (decision 039), a card is
 * also kept no longer than LIST_CACHE_SECONDS, so that one setting says how long anything read for
 * a list may be kept; 0 keeps none.
 */
export interface CardCache {
  /** The kept card, if it was read less than the time to live ago. */
  get(id: number, nowMs: number): CardSource | undefined;
  set(card: CardSource, nowMs: number): void;
  drop(id: number): void;
  clear(): void;
}

/** Cards kept per process (~700 bytes each). */
export const CARDS_KEPT = 50_000;

export function createCardCache(ttlMs: number, max = CARDS_KEPT): CardCache {
  // A Map keeps insertion order: re-inserting on use makes its first key the least recently used.
  const cards = new Map<number, { card: CardSource; at: number }>();
  return {
    get(id, nowMs) {
      const kept = cards.get(id);
      if (!kept) return undefined;
      cards.delete(id);
      if (nowMs - kept.at >= ttlMs) return undefined;
      cards.set(id, kept);
      return kept.card;
    },
    set(card, nowMs) {
      if (ttlMs <= 0) return;
      cards.delete(card.id);
      cards.set(card.id, { card, at: nowMs });
      if (cards.size > max) cards.delete(cards.keys().next().value!);
    },
    drop: (id) => void cards.delete(id),
    clear: () => cards.clear(),
  };
}

/** The cards of `ids`, in that order, and the listing version, in one statement (migration 0014). */
export async function readCards(
  db: Db,
  ids: readonly number[],
): Promise<{ cards: CardSource[]; version: string }> {
  // The ids are the index's own integers; one array literal keeps the statement the same text.
  const list = arrayLiteral(ids);
  const result = await db.execute(
    sql`select listing_cards(${list}::int[]) as cards, (select version::text from listing_version) as version`,
  );
  const [row] = (result as unknown as { rows: { cards: CardSource[] | string; version: string }[] }).rows;
  if (!row) throw new Error('the cards statement returned no row');
  return {
    cards: typeof row.cards === 'string' ? JSON.parse(row.cards) : row.cards,
    version: String(row.version),
  };
}
