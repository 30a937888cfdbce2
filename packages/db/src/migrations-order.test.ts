import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './create-db';

/**
 * Drizzle's migrator applies only the migrations whose `when` is later than the newest one the
 * database has seen. A migration stamped earlier than one before it would be skipped on every
 * existing database (0006 was once stamped in the future; 0012 and 0013 had to come after it).
 */
describe('the migration journal', () => {
  it('stamps every migration later than the one before it', () => {
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
      entries: { tag: string; when: number }[];
    };
    for (let i = 1; i < journal.entries.length; i++) {
      const [before, entry] = [journal.entries[i - 1]!, journal.entries[i]!];
      if (before.tag === '0006_deletion_hides_profile') continue; // the one stamped in the future
      expect(entry.when, `${entry.tag} after ${before.tag}`).toBeGreaterThan(before.when);
    }
    const newest = Math.max(...journal.entries.map((e) => e.when));
    expect(journal.entries.at(-1)!.when, 'the last migration is the newest').toBe(newest);
  });
});
