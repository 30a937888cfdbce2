import { randomBytes } from 'node:crypto';
import type { Faker } from '@faker-js/faker';
import { PHOTO_SLOTS } from '@rishta/domain';
import { inArray } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import type { Db } from '../create-db';
import type { MediaStore } from '../media/media-store';
import { photoKeys } from '../media/photo-variants';
import { accounts, photos, profileViewCounts, profiles } from '../schema/index';
import { DEMO_ACCOUNTS, DEMO_ACCOUNT_HINTS, DEMO_PASSWORD } from './demo-accounts';
import { demoPhoneNumber, generateDemoProfile, withContactNumber, type DemoProfile } from './demo-profiles';
import { makePlaceholderPortraits, type PlaceholderPortrait } from './placeholder-portraits';
import {
  createProfileCodeAllocator,
  profileSlug,
  type ProfileCodeAllocator,
} from '../profiles/profile-codes';
import { reserveIds } from '../profiles/reserve-ids';
import { createSeededFaker } from './seeded-faker';

export interface InsertDemoProfilesOptions {
  /** Called after each batch (and once at the start with 0). */
  onProgress?: (done: number, total: number) => void;
  /** Share of profiles that get 1 to 3 placeholder photos. */
  photoRatio?: number;
  /** Faker seed; by default derived from the table's last profile code, so a fresh database always gets the same data. */
  seed?: number;
  now?: Date;
  /** Profiles per transaction. */
  batchSize?: number;
  /**
   * `readme` (the default): every demo account has the README's DEMO_PASSWORD and the two fixed
   * demo logins are created. `random`, for production (issue 28): the accounts share one random
   * password nobody is told, and the fixed logins are not created, so no demo account can be used.
   */
  demoPasswords?: DemoPasswords;
}

export type DemoPasswords = 'readme' | 'random';

export interface InsertDemoProfilesResult {
  /** Random demo profiles inserted (the fixed accounts are not counted). */
  profiles: number;
  /** Fixed demo accounts created by this call (0 when they already existed). */
  fixedAccounts: number;
  photos: number;
}

const DAY_MS = 86_400_000;

type PhotoRow = typeof photos.$inferInsert;

/**
 * Inserts `count` random demo profiles (after the fixed demo accounts, when missing), in
 * transactions of about 100. Everything slow is done once per run rather than per profile: one
 * argon2 hash shared by all demo accounts (hashing each would take ~60 ms apiece), and a dozen
 * placeholder portraits whose variants are written under each profile's own keys.
 */
export async function insertDemoProfiles(
  db: Db,
  store: MediaStore,
  count: number,
  options: InsertDemoProfilesOptions = {},
): Promise<InsertDemoProfilesResult> {
  const { onProgress, photoRatio = 0.35, now = new Date(), batchSize = 100 } = options;
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`Invalid profile count: ${count}`);

  const readme = (options.demoPasswords ?? 'readme') === 'readme';
  const [passwordHash, portraits] = await Promise.all([
    hashPassword(readme ? DEMO_PASSWORD : randomBytes(32).toString('base64url')),
    photoRatio > 0 && count > 0 ? makePlaceholderPortraits() : Promise.resolve([]),
  ]);
  const codes = await createProfileCodeAllocator(db);
  const fixedAccounts = readme ? await ensureDemoAccounts(db, passwordHash, codes, now) : 0;

  // The seed defaults to the last code number, so a fresh database gets the same profiles every
  // time while a second run on the same database draws new ones (and new phone numbers).
  const faker = createSeededFaker(options.seed ?? codes.lastNumber);
  const usernames = new Set(DEMO_ACCOUNTS.map((a) => a.username));

  let done = 0;
  let photoCount = 0;
  onProgress?.(0, count);
  while (done < count) {
    const size = Math.min(batchSize, count - done);
    let drafts = Array.from({ length: size }, (_, i) => {
      let draft = generateDemoProfile(done + i, faker, now);
      while (usernames.has(draft.contactNumber)) draft = withContactNumber(draft, demoPhoneNumber(faker));
      usernames.add(draft.contactNumber);
      return draft;
    });
    drafts = await avoidTakenUsernames(db, drafts, usernames, faker);

    const ids = await reserveIds(db, 'profiles', size);
    const rows = drafts.map((draft, i) => {
      const profileCode = codes.next(ids[i]!);
      return { ...draft, id: ids[i]!, profileCode, slug: profileSlug(draft.fullName, profileCode) };
    });
    // Files first: if the transaction then fails, a few orphan files are harmless, while rows
    // pointing at missing files would show broken images.
    const photoRows = await storePhotos(store, rows, portraits, photoRatio, faker);

    await db.transaction(async (tx) => {
      const accountRows = await tx
        .insert(accounts)
        .values(rows.map((r) => ({ username: r.contactNumber, passwordHash, createdAt: r.createdOn })))
        .returning({ id: accounts.id, username: accounts.username });
      const accountIds = new Map(accountRows.map((a) => [a.username, a.id]));
      await tx
        .insert(profiles)
        .values(
          rows.map(({ views: _views, ...r }) => ({ ...r, accountId: accountIds.get(r.contactNumber)! })),
        );
      await insertViewCounts(tx, rows);
      if (photoRows.length > 0) await tx.insert(photos).values(photoRows);
    });

    done += size;
    photoCount += photoRows.length;
    onProgress?.(done, count);
  }
  return { profiles: done, fixedAccounts, photos: photoCount };
}

/** Replaces numbers that already belong to an account (from an earlier run) until none do. */
async function avoidTakenUsernames(
  db: Db,
  drafts: DemoProfile[],
  usernames: Set<string>,
  faker: Faker,
): Promise<DemoProfile[]> {
  let result = drafts;
  for (;;) {
    const taken = await db
      .select({ username: accounts.username })
      .from(accounts)
      .where(
        inArray(
          accounts.username,
          result.map((d) => d.contactNumber),
        ),
      );
    if (taken.length === 0) return result;
    const takenSet = new Set(taken.map((t) => t.username));
    result = result.map((draft) => {
      if (!takenSet.has(draft.contactNumber)) return draft;
      let number = demoPhoneNumber(faker);
      while (usernames.has(number)) number = demoPhoneNumber(faker);
      usernames.add(number);
      return withContactNumber(draft, number);
    });
  }
}

async function storePhotos(
  store: MediaStore,
  rows: readonly (DemoProfile & { id: number })[],
  portraits: readonly PlaceholderPortrait[],
  photoRatio: number,
  faker: Faker,
): Promise<PhotoRow[]> {
  const photoRows: PhotoRow[] = [];
  const writes: Promise<void>[] = [];
  for (const row of rows) {
    const own = portraits.filter((p) => p.gender === row.gender);
    if (own.length === 0 || !faker.datatype.boolean({ probability: photoRatio })) continue;
    const chosen = faker.helpers.arrayElements(own, { min: 1, max: Math.min(PHOTO_SLOTS, own.length) });
    chosen.forEach((portrait, slot) => {
      // A random part keeps keys unique even if a profile's photos are replaced later.
      const base = `photos/${row.id}/${slot}-${randomBytes(4).toString('hex')}`;
      const keys = photoKeys(base);
      writes.push(
        store.put(keys.fullKey, portrait.variants.full),
        store.put(keys.thumbKey, portrait.variants.thumb),
        store.put(keys.blurredKey, portrait.variants.blurred),
      );
      photoRows.push({ profileId: row.id, slot, ...keys, createdAt: row.createdOn });
    });
  }
  await Promise.all(writes);
  return photoRows;
}

/** Creates the fixed demo accounts that do not exist yet; returns how many were created. */
async function ensureDemoAccounts(
  db: Db,
  passwordHash: string,
  codes: ProfileCodeAllocator,
  now: Date,
): Promise<number> {
  const existing = await db
    .select({ username: accounts.username })
    .from(accounts)
    .where(
      inArray(
        accounts.username,
        DEMO_ACCOUNTS.map((a) => a.username),
      ),
    );
  const existingSet = new Set(existing.map((e) => e.username));
  let created = 0;
  for (const [index, account] of DEMO_ACCOUNTS.entries()) {
    if (existingSet.has(account.username)) continue;
    // Seeded by the number so each fixed profile is identical on every install.
    const faker = createSeededFaker(Number(account.username));
    const draft = generateDemoProfile(index, faker, now, DEMO_ACCOUNT_HINTS[account.username]);
    const { views, ...fields } = withContactNumber(
      { ...draft, whatsappNumber: draft.contactNumber },
      account.username,
    );
    const createdOn = new Date(now.getTime() - 30 * DAY_MS);
    const [id] = await reserveIds(db, 'profiles', 1);
    const profileCode = codes.next(id!);
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(accounts)
        .values({ username: account.username, passwordHash, createdAt: createdOn })
        .returning({ id: accounts.id });
      await tx.insert(profiles).values({
        ...fields,
        id: id!,
        accountId: row!.id,
        profileCode,
        slug: profileSlug(draft.fullName, profileCode),
        verificationStatus: 'Verified',
        privateContact: account.gender === 'Female',
        createdOn,
        updatedOn: createdOn,
        lastActive: now,
      });
      await insertViewCounts(tx, [{ id: id!, views }]);
    });
    created += 1;
  }
  return created;
}

/** The demo profiles' view counts (`profile_view_counts`: no row is 0). */
async function insertViewCounts(tx: Db, rows: readonly { id: number; views: number }[]): Promise<void> {
  const viewed = rows.filter((r) => r.views > 0);
  if (viewed.length > 0) {
    await tx.insert(profileViewCounts).values(viewed.map((r) => ({ profileId: r.id, views: r.views })));
  }
}
