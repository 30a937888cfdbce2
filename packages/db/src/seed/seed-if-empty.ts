import type { Db, DbHandle } from '../create-db';
import type { MediaStore } from '../media/media-store';
import { and, eq } from 'drizzle-orm';
import { countries, profiles, settings } from '../schema/index';
import { DEMO_PARTNER_FOUND_OFFSET, PARTNER_FOUND_OFFSET_KEY } from '../settings-keys';
import { seedGroupAdmins } from './chat-seed';
import { seedContent, type ContentSeedResult } from './content-seed';
import {
  insertDemoProfiles,
  type DemoPasswords,
  type InsertDemoProfilesResult,
} from './insert-demo-profiles';
import { seedReference, type ReferenceSeedResult } from './reference-seed';

export interface SeedDemoOptions {
  /** Random demo profiles to add (the two fixed demo accounts come on top). */
  profiles?: number;
  photoRatio?: number;
  onProgress?: (done: number, total: number) => void;
  now?: Date;
  /** The demo accounts' passwords: the README's (default) or, for production, random (issue 28). */
  demoPasswords?: DemoPasswords;
}

export interface DemoSeedSummary {
  content: ContentSeedResult | null;
  demo: InsertDemoProfilesResult | null;
  /** Why nothing was added, when nothing was. */
  skipped: string | null;
}

export interface SeedSummary extends DemoSeedSummary {
  reference: ReferenceSeedResult;
}

export const DEFAULT_DEMO_PROFILES = 500;

/** Reference lists, counters and settings: every start runs this, production included. */
export function ensureReferenceData(db: Db): Promise<ReferenceSeedResult> {
  return seedReference(db);
}

/**
 * Content and demo profiles, but only into a database without profiles: a database with real
 * members is never touched. Content is added only when missing (seedContent checks).
 */
export async function seedDemoIfEmpty(
  db: Db,
  store: MediaStore,
  options: SeedDemoOptions = {},
): Promise<DemoSeedSummary> {
  if ((await db.$count(profiles)) > 0)
    return { content: null, demo: null, skipped: 'the database already has profiles' };
  const content = await seedContent(db, store, options.now);
  const demo = await insertDemoProfiles(db, store, options.profiles ?? DEFAULT_DEMO_PROFILES, {
    photoRatio: options.photoRatio,
    onProgress: options.onProgress,
    now: options.now,
    demoPasswords: options.demoPasswords,
  });
  // After the profiles: a demo profile runs the forum groups (issue 14).
  await seedGroupAdmins(db, options.now);
  await db
    .update(settings)
    .set({ value: DEMO_PARTNER_FOUND_OFFSET })
    .where(and(eq(settings.key, PARTNER_FOUND_OFFSET_KEY), eq(settings.value, 0)));
  return { content, demo, skipped: null };
}

/**
 * What `npm start` runs: reference data always; on a brand-new database (no countries, no
 * profiles) also content and demo profiles; on a database that had reference data but no content,
 * only the content; a database with profiles gets nothing beyond missing reference rows.
 */
export async function seedIfEmpty(
  handle: DbHandle | { db: Db },
  store: MediaStore,
  options: SeedDemoOptions = {},
): Promise<SeedSummary> {
  const { db } = handle;
  const hasProfiles = (await db.$count(profiles)) > 0;
  const fresh = !hasProfiles && (await db.$count(countries)) === 0;
  const reference = await ensureReferenceData(db);
  if (fresh) return { reference, ...(await seedDemoIfEmpty(db, store, options)) };
  if (hasProfiles)
    return { reference, content: null, demo: null, skipped: 'the database already has profiles' };
  const content = await seedContent(db, store, options.now);
  return {
    reference,
    content,
    demo: null,
    skipped: content.seeded ? null : 'reference data and content were already there',
  };
}
