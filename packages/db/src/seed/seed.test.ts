import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CONTACT_OF,
  EDUCATION_LEVELS,
  HEIGHTS,
  MARITAL_STATUSES,
  UNMARRIED,
  profileFormSchema,
  type ProfileFormInput,
} from '@rishta/domain';
import { asc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password';
import type { Db } from '../create-db';
import { factory, type TestDatabase } from '../test-database';
import { DiskMediaStore } from '../media/media-store';
import { BIRADARIES, CITIES_BY_STATE, COUNTRIES, INDIAN_STATES, MASLAKS } from '../reference/index';
import {
  accounts,
  blockedKeywords,
  blogs,
  books,
  chatGroupMembers,
  chatGroupMessages,
  cities,
  countries,
  educationLevels,
  guidelineTags,
  guidelines,
  maritalStatuses,
  pageCounters,
  photos,
  profileViewCounts,
  profiles,
  settings,
  states,
} from '../schema/index';
import { BOOKS, CHAT_GROUPS, GUIDELINE_TAGS } from './content-data';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  createSeededFaker,
  ensureAdmin,
  ensureReferenceData,
  generateDemoProfile,
  insertDemoProfiles,
  seedContent,
  seedDemoIfEmpty,
  seedIfEmpty,
  seedReference,
  type DemoProfile,
} from './index';

// ---- Helpers ------------------------------------------------------------------------------------

const DAY_MS = 86_400_000;

/** A stored profile, in the profile form's wire names (SPEC.md §3), as the edit form would send it. */
function toProfileForm(row: DemoProfile): ProfileFormInput {
  return {
    full_name: row.fullName,
    gender: row.gender as ProfileFormInput['gender'],
    martial_status: row.martialStatus,
    detail_for_this_status: row.detailForThisStatus,
    duration_after_khula_or_divorce: row.durationAfterKhulaOrDivorce,
    no_of_children: row.noOfChildren,
    year_of_birth: row.yearOfBirth,
    month_of_birth: row.monthOfBirth,
    height: row.height,
    weight: row.weight,
    education: row.education,
    degree: row.degree,
    occupation: row.occupation,
    physical_status: row.physicalStatus,
    handicap_detail: row.handicapDetail,
    fathers_name: row.fathersName,
    mothers_name: row.mothersName,
    fathers_occupation: row.fathersOccupation,
    mothers_occupation: row.mothersOccupation,
    no_of_brothers: row.noOfBrothers,
    no_of_married_brothers: row.noOfMarriedBrothers,
    no_of_sisters: row.noOfSisters,
    no_of_married_sisters: row.noOfMarriedSisters,
    biradari: row.biradari,
    maslak: row.maslak,
    contact_of: row.contactOf,
    whatsapp_country_code: row.whatsappCountryCode,
    contact_number: row.contactNumber,
    whatsapp_number: row.whatsappNumber,
    private_contact: row.privateContact,
    email: row.email,
    state: row.state,
    city: row.city,
    state_current: row.stateCurrent,
    city_current: row.cityCurrent,
    same_location: row.sameLocation,
    country: row.country,
    country_current: row.countryCurrent,
    hobbies: row.hobbies,
    expectations: row.expectations,
    extra_information: row.extraInformation,
  };
}

const STATE_NAMES = new Set(INDIAN_STATES.map((s) => s.name));
const COUNTRY_NAMES = new Set(COUNTRIES.map((c) => c.name));

/** Problems with one profile that the form schema cannot see (reference lists, seed ranges). */
function referenceProblems(row: DemoProfile, now: Date): string[] {
  const problems: string[] = [];
  const check = (ok: boolean, what: string) => {
    if (!ok) problems.push(`${row.fullName}: ${what}`);
  };
  check(STATE_NAMES.has(row.state), `state ${row.state}`);
  check(CITIES_BY_STATE[row.state]?.includes(row.city) ?? false, `city ${row.city} in ${row.state}`);
  check(STATE_NAMES.has(row.stateCurrent), `state_current ${row.stateCurrent}`);
  check(
    CITIES_BY_STATE[row.stateCurrent]?.includes(row.cityCurrent) ?? false,
    `city_current ${row.cityCurrent} in ${row.stateCurrent}`,
  );
  check(row.country === 'India', `country ${row.country}`);
  check(COUNTRY_NAMES.has(row.countryCurrent), `country_current ${row.countryCurrent}`);
  if (row.countryCurrent !== 'India') {
    check(
      row.stateCurrent === row.state && row.cityCurrent === row.city,
      'abroad keeps the native state/city',
    );
  }
  check(
    row.sameLocation ===
      (row.countryCurrent === 'India' && row.stateCurrent === row.state && row.cityCurrent === row.city),
    'same_location',
  );
  check(BIRADARIES.includes(row.biradari) && row.biradari !== 'Any', `biradari ${row.biradari}`);
  check(MASLAKS.includes(row.maslak), `maslak ${row.maslak}`);
  check(
    EDUCATION_LEVELS.some((e) => e.name === row.education),
    `education ${row.education}`,
  );
  check(
    MARITAL_STATUSES.some((m) => m.name === row.martialStatus),
    `martial_status ${row.martialStatus}`,
  );
  check(HEIGHTS.includes(row.height), `height ${row.height}`);
  check((CONTACT_OF as readonly string[]).includes(row.contactOf), `contact_of ${row.contactOf}`);
  check(/^[6-9]\d{9}$/.test(row.contactNumber), `contact_number ${row.contactNumber}`);
  check(/^[6-9]\d{9}$/.test(row.whatsappNumber), `whatsapp_number ${row.whatsappNumber}`);
  check(row.whatsappCountryCode === '+91', 'whatsapp_country_code');
  check(row.yearOfBirth >= 1981 && row.yearOfBirth <= 2004, `year_of_birth ${row.yearOfBirth}`);
  check(row.dateOfBirth === `${row.yearOfBirth}-01-01`, `date_of_birth ${row.dateOfBirth}`);
  check(row.weight >= 45 && row.weight <= 95, `weight ${row.weight}`);
  check(row.approvalStatus === 'approved' && row.isActive, 'approved and active');
  check(['Verified', 'Not Verified', 'In Process'].includes(row.verificationStatus), row.verificationStatus);
  check(row.views >= 0 && row.views <= 300, `views ${row.views}`);
  const created = row.createdOn;
  const lastActive = row.lastActive;
  check(
    created.getTime() <= now.getTime() && created.getTime() >= now.getTime() - 721 * DAY_MS,
    'created_on range',
  );
  check(lastActive.getTime() >= created.getTime() - 1000, 'last_active after created_on');
  check(
    lastActive.getTime() >= now.getTime() - 31 * DAY_MS && lastActive.getTime() <= now.getTime() + 1000,
    'last_active range',
  );
  if (row.martialStatus !== UNMARRIED) {
    check((row.durationAfterKhulaOrDivorce ?? '').length >= 4, 'duration after khula or divorce');
  }
  return problems;
}

function expectValidProfile(row: DemoProfile, now: Date): void {
  const form = toProfileForm(row);
  const parsed = profileFormSchema.safeParse(form);
  expect(parsed.error?.issues ?? [], `${row.fullName} (${row.martialStatus})`).toEqual([]);
  // The schema's transform clears stale dependent fields; nothing may change, or the seed
  // would be storing values the form itself would never send.
  expect(parsed.data).toEqual({ ...form, date_of_birth: row.dateOfBirth });
  expect(referenceProblems(row, now)).toEqual([]);
}

async function count(db: Db, table: Parameters<Db['$count']>[0]): Promise<number> {
  return db.$count(table);
}

// ---- The generator alone (no database) -----------------------------------------------------------

describe('generateDemoProfile', () => {
  const now = new Date();
  const faker = createSeededFaker(42);
  const drafts = Array.from({ length: 500 }, (_, i) => generateDemoProfile(i, faker, now));

  it('produces rows the profile form accepts, within the reference lists', () => {
    for (const draft of drafts) expectValidProfile(draft, now);
  });

  it('covers all 36 states and UTs across 500 profiles, weighted to the large communities', () => {
    const byState = new Map<string, number>();
    for (const d of drafts) byState.set(d.state, (byState.get(d.state) ?? 0) + 1);
    expect([...byState.keys()].sort()).toEqual(INDIAN_STATES.map((s) => s.name).sort());
    expect(byState.get('Uttar Pradesh')!).toBeGreaterThan(byState.get('Goa')! * 5);
  });

  it('has realistic proportions', () => {
    const share = (pred: (d: DemoProfile) => boolean, of = drafts) => of.filter(pred).length / of.length;
    expect(share((d) => d.gender === 'Male')).toBe(0.5);
    expect(share((d) => d.martialStatus === UNMARRIED)).toBeGreaterThan(0.65);
    expect(share((d) => d.martialStatus === UNMARRIED)).toBeLessThan(0.85);
    expect(share((d) => d.countryCurrent !== 'India')).toBeGreaterThan(0.02);
    expect(share((d) => d.countryCurrent !== 'India')).toBeLessThan(0.1);
    const females = drafts.filter((d) => d.gender === 'Female');
    expect(share((d) => d.privateContact, females)).toBeGreaterThan(0.7);
    expect(share((d) => d.physicalStatus === 'Normal')).toBeGreaterThan(0.9);
    expect(share((d) => d.createdOn.getTime() > now.getTime() - 7 * DAY_MS)).toBeGreaterThan(0.02);
    expect(new Set(drafts.map((d) => d.expectations)).size).toBeGreaterThan(300);
  });

  it('is reproducible for a seed', () => {
    const again = createSeededFaker(42);
    expect(generateDemoProfile(0, again, now)).toEqual(drafts[0]);
  });
});

// ---- Seeding a database --------------------------------------------------------------------------

describe(`seeding (${factory.label})`, () => {
  let testDb: TestDatabase;
  let db: Db;
  let mediaDir: string;
  let store: DiskMediaStore;
  const extraDatabases: TestDatabase[] = [];

  beforeAll(async () => {
    testDb = await factory.create();
    db = testDb.handle.db;
    mediaDir = await mkdtemp(join(tmpdir(), 'rishta-seed-test-'));
    store = new DiskMediaStore(mediaDir);
  });

  afterAll(async () => {
    await testDb?.dispose();
    for (const extra of extraDatabases) await extra.dispose();
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  });

  describe('reference data', () => {
    it('seeds countries, the 36 states with their cities and the named lists in order', async () => {
      const result = await seedReference(db);
      expect(result.seeded).toBe(true);

      expect(await count(db, countries)).toBeGreaterThanOrEqual(230);
      const [india] = await db.select().from(countries).where(eq(countries.code, 'IN'));
      expect(india).toMatchObject({ name: 'India', dialCode: '+91' });

      const stateRows = await db.select().from(states);
      expect(stateRows).toHaveLength(36);
      expect(stateRows.every((s) => s.countryId === india!.id)).toBe(true);

      const perState = await db
        .select({ state: states.name, n: sql<number>`count(${cities.id})::int`.mapWith(Number) })
        .from(states)
        .leftJoin(cities, eq(cities.stateId, states.id))
        .groupBy(states.name);
      expect(perState).toHaveLength(36);
      for (const { state, n } of perState) expect(n, state).toBe(CITIES_BY_STATE[state]!.length);

      const education = await db.select().from(educationLevels).orderBy(asc(educationLevels.position));
      expect(education.map((e) => e.name)).toEqual(EDUCATION_LEVELS.map((e) => e.name));
      const marital = await db.select().from(maritalStatuses).orderBy(asc(maritalStatuses.position));
      expect(marital.map((m) => m.name)).toEqual(MARITAL_STATUSES.map((m) => m.name));
      expect(marital.map((m) => m.name)).toEqual(expect.arrayContaining(['Unmarried', 'Polygamy']));

      const keywords = await db.select().from(blockedKeywords);
      expect(keywords.map((k) => k.keyword).sort()).toEqual(['broker commission', 'registration fee']);
      const counters = await db.select().from(pageCounters).orderBy(asc(pageCounters.name));
      expect(counters).toEqual([
        { name: 'book', count: 0 },
        { name: 'guidelines', count: 0 },
        { name: 'homepage', count: 0 },
      ]);
      expect(await db.select().from(settings)).toEqual([{ key: 'partner_found_offset', value: 0 }]);
    });

    it('is idempotent', async () => {
      const before = [await count(db, countries), await count(db, states), await count(db, cities)];
      const again = await ensureReferenceData(db);
      expect(again.seeded).toBe(false);
      expect([await count(db, countries), await count(db, states), await count(db, cities)]).toEqual(before);
      expect(await count(db, blockedKeywords)).toBe(2);
    });
  });

  describe('content', () => {
    it('seeds guidelines and books in all three languages, with covers and PDFs in the store', async () => {
      const result = await seedContent(db, store);
      expect(result.seeded).toBe(true);
      expect(await count(db, guidelineTags)).toBe(GUIDELINE_TAGS.length);
      expect(await count(db, guidelines)).toBe(GUIDELINE_TAGS.flatMap((t) => t.videos).length);

      const bookRows = await db.select().from(books).orderBy(asc(books.id));
      expect(bookRows.length).toBeGreaterThanOrEqual(9);
      expect(bookRows).toHaveLength(BOOKS.length);
      expect(new Set(bookRows.map((b) => b.language))).toEqual(new Set(['english', 'urdu', 'hindi']));
      for (const book of bookRows) {
        expect(book.coverKey).toBe(`books/${book.id}/cover.jpg`);
        expect(book.pdfKey).toBe(`books/${book.id}/book.pdf`);
        expect(book.downloadCount).toBeGreaterThanOrEqual(0);
        expect(book.downloadCount).toBeLessThanOrEqual(500);
        const cover = await store.get(book.coverKey);
        const pdf = await store.get(book.pdfKey);
        expect(cover, book.coverKey).not.toBeNull();
        expect(pdf, book.pdfKey).not.toBeNull();
        expect(pdf!.subarray(0, 4).toString('latin1')).toBe('%PDF');
        expect(pdf!.subarray(-6).toString('latin1')).toContain('%%EOF');
        expect(pdf!.length).toBeLessThan(20_000);
      }
      const firstCover = await sharp((await store.get(bookRows[0]!.coverKey))!).metadata();
      expect(firstCover).toMatchObject({ format: 'jpeg', width: 400, height: 560 });

      const blogRows = await db.select().from(blogs);
      expect(blogRows.length).toBeGreaterThan(0);
      for (const blog of blogRows) {
        expect(blog.imageKey).toBe(`blogs/${blog.id}.jpg`);
        const meta = await sharp((await store.get(blog.imageKey!))!).metadata();
        expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
      }
    });

    it('is idempotent', async () => {
      const again = await seedContent(db, store);
      expect(again.seeded).toBe(false);
      expect(await count(db, books)).toBe(BOOKS.length);
    });
  });

  describe('demo profiles', () => {
    const now = new Date();
    const progress: [number, number][] = [];
    let result: Awaited<ReturnType<typeof insertDemoProfiles>>;
    let rows: (typeof profiles.$inferSelect & { username: string; passwordHash: string; views: number })[];

    beforeAll(async () => {
      result = await insertDemoProfiles(db, store, 60, {
        photoRatio: 0.5,
        now,
        batchSize: 25,
        onProgress: (done, total) => progress.push([done, total]),
      });
      rows = (
        await db
          .select({
            profile: profiles,
            username: accounts.username,
            passwordHash: accounts.passwordHash,
            views: sql<number>`coalesce(${profileViewCounts.views}, 0)`.mapWith(Number),
          })
          .from(profiles)
          .innerJoin(accounts, eq(accounts.id, profiles.accountId))
          .leftJoin(profileViewCounts, eq(profileViewCounts.profileId, profiles.id))
          .orderBy(asc(profiles.id))
      ).map((r) => ({ ...r.profile, username: r.username, passwordHash: r.passwordHash, views: r.views }));
    });

    it('inserts 60 profiles plus the 2 fixed demo accounts, of both genders', () => {
      expect(result).toMatchObject({ profiles: 60, fixedAccounts: 2 });
      expect(rows).toHaveLength(62);
      expect(new Set(rows.map((r) => r.gender))).toEqual(new Set(['Male', 'Female']));
      expect(progress[0]).toEqual([0, 60]);
      expect(progress.at(-1)).toEqual([60, 60]);
      expect(progress.map(([done]) => done)).toEqual([0, 25, 50, 60]);
    });

    it('gives unique usernames (the mobile number), profile codes and slugs', () => {
      expect(new Set(rows.map((r) => r.username)).size).toBe(62);
      expect(new Set(rows.map((r) => r.profileCode)).size).toBe(62);
      expect(new Set(rows.map((r) => r.slug)).size).toBe(62);
      for (const row of rows) {
        expect(row.username).toBe(row.contactNumber);
        expect(row.profileCode).toBe(`RM${100_000 + row.id}`);
        expect(row.slug).toMatch(new RegExp(`^[a-z0-9-]+-${row.profileCode.toLowerCase()}$`));
      }
    });

    it('stores only valid profile form input, approved and active', () => {
      for (const row of rows) expectValidProfile(row, now);
    });

    it('creates the fixed demo accounts, verified, with the demo password', async () => {
      for (const account of DEMO_ACCOUNTS) {
        const row = rows.find((r) => r.username === account.username);
        expect(row, account.username).toBeDefined();
        expect(row).toMatchObject({
          gender: account.gender,
          fullName: account.fullName,
          verificationStatus: 'Verified',
          approvalStatus: 'approved',
          isActive: true,
        });
        expect(Math.abs(row!.createdOn.getTime() - (now.getTime() - 30 * DAY_MS))).toBeLessThan(1000);
        expect(await verifyPassword(row!.passwordHash, DEMO_PASSWORD)).toBe(true);
      }
      // One hash for the whole run: hashing per account would make seeding slow.
      expect(new Set(rows.map((r) => r.passwordHash)).size).toBe(1);
    });

    it('stores the three variants of every photo', async () => {
      const photoRows = await db.select().from(photos);
      expect(photoRows.length).toBe(result.photos);
      expect(photoRows.length).toBeGreaterThan(0);
      const owners = new Set(photoRows.map((p) => p.profileId));
      expect(owners.size).toBeGreaterThan(10);
      expect(owners.size).toBeLessThan(60);
      for (const photo of photoRows) {
        expect(photo.slot).toBeGreaterThanOrEqual(0);
        expect(photo.slot).toBeLessThanOrEqual(2);
        for (const key of [photo.fullKey, photo.thumbKey, photo.blurredKey]) {
          expect(key.startsWith(`photos/${photo.profileId}/${photo.slot}-`), key).toBe(true);
          const file = await store.get(key);
          expect(file, key).not.toBeNull();
          // A WebP file: RIFF, its size, then WEBP (issue 31).
          expect(file!.subarray(0, 4).toString('latin1')).toBe('RIFF');
          expect(file!.subarray(8, 12).toString('latin1')).toBe('WEBP');
        }
      }
      // Slots of one profile start at 0 and have no gaps.
      for (const owner of owners) {
        const slots = photoRows
          .filter((p) => p.profileId === owner)
          .map((p) => p.slot)
          .sort();
        expect(slots).toEqual(slots.map((_, i) => i));
      }
    });

    it('adds more profiles on a second run without colliding with the first', async () => {
      const maxCode = Math.max(...rows.map((r) => Number(r.profileCode.slice(2))));
      const more = await insertDemoProfiles(db, store, 5, { photoRatio: 0, now });
      expect(more).toEqual({ profiles: 5, fixedAccounts: 0, photos: 0 });
      const all = await db.select({ code: profiles.profileCode, slug: profiles.slug }).from(profiles);
      expect(all).toHaveLength(67);
      expect(new Set(all.map((r) => r.code)).size).toBe(67);
      expect(new Set(all.map((r) => r.slug)).size).toBe(67);
      const newCodes = all.map((r) => Number(r.code.slice(2))).filter((n) => n > maxCode);
      expect(newCodes).toHaveLength(5);
    });
  });

  describe('ensureAdmin', () => {
    it('creates an admin staff account without a profile once, and leaves it alone afterwards', async () => {
      expect(await ensureAdmin(db, 'admin@rishta.example', 'first-password')).toBe(true);
      expect(await ensureAdmin(db, 'admin@rishta.example', 'second-password')).toBe(false);
      const admins = await db.select().from(accounts).where(eq(accounts.username, 'admin@rishta.example'));
      expect(admins).toHaveLength(1);
      expect(admins[0]!.staffRole).toBe('admin');
      expect(await verifyPassword(admins[0]!.passwordHash, 'first-password')).toBe(true);
      expect(await db.$count(profiles, eq(profiles.accountId, admins[0]!.id))).toBe(0);
    });
  });

  describe('seedDemoIfEmpty and seedIfEmpty', () => {
    it('leave a database that has profiles alone', async () => {
      const before = [await count(db, profiles), await count(db, accounts), await count(db, books)];
      const demo = await seedDemoIfEmpty(db, store, { profiles: 10 });
      expect(demo).toMatchObject({ content: null, demo: null });
      expect(demo.skipped).toBeTruthy();
      const all = await seedIfEmpty(testDb.handle, store, { profiles: 10 });
      expect(all).toMatchObject({ content: null, demo: null, reference: { seeded: false } });
      expect([await count(db, profiles), await count(db, accounts), await count(db, books)]).toEqual(before);
    });

    it('seed reference data, content and demo profiles into a brand-new database', async () => {
      const fresh = await factory.create();
      extraDatabases.push(fresh);
      const freshStore = new DiskMediaStore(join(mediaDir, 'fresh'));
      const summary = await seedIfEmpty(fresh.handle, freshStore, { profiles: 10, photoRatio: 0 });
      expect(summary.reference.seeded).toBe(true);
      expect(summary.content?.seeded).toBe(true);
      expect(summary.demo).toMatchObject({ profiles: 10, fixedAccounts: 2 });
      expect(await count(fresh.handle.db, profiles)).toBe(12);
      // The demo footer shows a partner-found count like a live site's.
      expect(await fresh.handle.db.select().from(settings)).toEqual([
        { key: 'partner_found_offset', value: 48 },
      ]);
      // A demo profile (never a fixed demo account) runs the forum: admin of every group, with a
      // welcome message in each, so the admin styling shows (issue 14).
      const admins = await fresh.handle.db
        .select()
        .from(chatGroupMembers)
        .where(eq(chatGroupMembers.isAdmin, true));
      expect(admins).toHaveLength(CHAT_GROUPS.length);
      expect(new Set(admins.map((a) => a.profileId)).size).toBe(1);
      const welcomes = await fresh.handle.db.select().from(chatGroupMessages);
      expect(welcomes).toHaveLength(CHAT_GROUPS.length);
      expect(welcomes.every((m) => m.senderIsAdmin && m.senderId === admins[0]!.profileId)).toBe(true);
      const [adminAccount] = await fresh.handle.db
        .select({ username: accounts.username })
        .from(profiles)
        .innerJoin(accounts, eq(accounts.id, profiles.accountId))
        .where(eq(profiles.id, admins[0]!.profileId));
      expect(['9000000001', '9000000002']).not.toContain(adminAccount!.username);
      const again = await seedIfEmpty(fresh.handle, freshStore, { profiles: 10 });
      expect(again.demo).toBeNull();
      expect(await count(fresh.handle.db, profiles)).toBe(12);
    });

    it('add only content when reference data existed but content did not', async () => {
      const fresh = await factory.create();
      extraDatabases.push(fresh);
      await ensureReferenceData(fresh.handle.db);
      const summary = await seedIfEmpty(
        { db: fresh.handle.db },
        new DiskMediaStore(join(mediaDir, 'content-only')),
        {
          profiles: 10,
        },
      );
      expect(summary.content?.seeded).toBe(true);
      expect(summary.demo).toBeNull();
      expect(await count(fresh.handle.db, profiles)).toBe(0);
      expect(await count(fresh.handle.db, books)).toBe(BOOKS.length);
    });
  });
});
