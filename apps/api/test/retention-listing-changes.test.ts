import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { listingReaders, profiles } from '@rishta/db';
import { listFilter } from '../src/services/discovery/list-filters';
import { createListingIndex, type ListingIndex } from '../src/services/discovery/listing-index/listing-index';
import {
  LISTING_CHANGES_FLOOR_MS,
  LISTING_READER_TIMEOUT_MS,
  purgeListingChanges,
} from '../src/services/retention/purge-listing-changes';
import { runJob } from './helpers/retention';
import { createTestApp, type TestContext } from './helpers/test-app';

// Issue 28, decision 046: listing_changes are deleted once every live listing index has read them,
// none younger than the floor; an index not seen for half an hour is dead, and when it is asked
// again it finds the changes it needs purged and reads everything.

const MIN = 60_000;
let ctx: TestContext;
/** Two API processes' indexes, simulated in this one, with a monotonic clock the test moves. */
let a: ListingIndex;
let b: ListingIndex;
let mono = 0;
/** A profile the tests move between states, and its gender (lists are by gender). */
let moved: { id: number; gender: 'Male' | 'Female' };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const version = async () =>
  rowsOf<{ v: string }>(await ctx.handle.db.execute(sql`select version::text as v from listing_version`))[0]!
    .v;
const changes = async () =>
  rowsOf<{ version: string }>(
    await ctx.handle.db.execute(sql`select version::text as version from listing_changes order by version`),
  ).map((r) => BigInt(r.version));
const readers = () =>
  ctx.handle.db
    .select({ id: listingReaders.processId, version: listingReaders.version })
    .from(listingReaders)
    .orderBy(asc(listingReaders.processId));
const reader = (readerId: string) =>
  createListingIndex({
    read: ctx.handle.db,
    write: ctx.handle.db,
    log: ctx.app.log,
    keepCardsMs: 30_000,
    clockMs: () => ctx.app.clock().getTime(),
    nowMs: () => mono,
    readerId,
  });
/** Catches up, late enough after the last report that this one reports too. */
const catchUp = async (index: ListingIndex) => {
  mono += 10_000;
  await index.catchUp();
};
/** A listing change: the profile moves to `state`. Its version is the new listing version. */
const move = async (state: string) => {
  await ctx.handle.db.update(profiles).set({ state }).where(eq(profiles.id, moved.id));
  return BigInt(await version());
};
const inState = (index: ListingIndex, state: string) =>
  index.page(listFilter(null, { page: 1, state, gender: moved.gender }, ctx.app.clock()), 0, 20, 1001)?.ids;
/** The app clock `ms` after the real time: changes (stamped by the database) look that old. */
const clockAhead = (ms: number) => ctx.app.serverClock.set(new Date(Date.now() + ms));

beforeAll(async () => {
  // The app's own index is off: the two readers here are the only ones.
  ctx = await createTestApp({ profiles: 20, env: { LISTING_INDEX: 'false' } });
  const [row] = await ctx.handle.db
    .select({ id: profiles.id, gender: profiles.gender })
    .from(profiles)
    .where(eq(profiles.listed, true))
    .orderBy(asc(profiles.id))
    .limit(1);
  moved = { id: row!.id, gender: row!.gender as 'Male' | 'Female' };
  a = reader('reader-a');
  b = reader('reader-b');
}, 120_000);

afterAll(async () => {
  await a?.close();
  await b?.close();
  await ctx?.close();
});

describe('purge-listing-changes (issue 28)', () => {
  it('deletes only the changes both readers have read, and nothing more when run again', async () => {
    await catchUp(a);
    await catchUp(b);
    const loaded = BigInt(await version());
    expect(await readers()).toEqual([
      { id: 'reader-a', version: loaded },
      { id: 'reader-b', version: loaded },
    ]);
    // The seed's changes, all read by both.
    expect((await changes()).every((v) => v <= loaded)).toBe(true);
    const seeded = (await changes()).length;
    expect(seeded).toBeGreaterThan(0);

    const first = await move('First State');
    await catchUp(a);
    const second = await move('Second State');
    await catchUp(a);
    expect(await readers()).toEqual([
      { id: 'reader-a', version: second },
      { id: 'reader-b', version: loaded },
    ]);

    clockAhead(LISTING_CHANGES_FLOOR_MS + MIN);
    expect(await runJob(ctx, purgeListingChanges)).toEqual({ changes: seeded, dead_readers: 0 });
    // B has not read the two moves: they stay, and B catches up through them.
    expect(await changes()).toEqual([first, second]);
    expect(await runJob(ctx, purgeListingChanges)).toEqual({ changes: 0, dead_readers: 0 });
    expect(await changes()).toEqual([first, second]);

    await catchUp(b);
    expect(inState(b, 'Second State')).toEqual([moved.id]);
    expect(await runJob(ctx, purgeListingChanges)).toEqual({ changes: 2, dead_readers: 0 });
    expect(await changes()).toEqual([]);
    expect(await runJob(ctx, purgeListingChanges)).toEqual({ changes: 0, dead_readers: 0 });
  });

  it('keeps changes younger than the floor even when every reader has read them', async () => {
    ctx.app.serverClock.set(null);
    const fresh = await move('Fresh State');
    await catchUp(a);
    await catchUp(b);
    expect(await runJob(ctx, purgeListingChanges)).toEqual({ changes: 0, dead_readers: 0 });
    expect(await changes()).toEqual([fresh]);
    clockAhead(LISTING_CHANGES_FLOOR_MS + MIN);
    expect(await runJob(ctx, purgeListingChanges)).toEqual({ changes: 1, dead_readers: 0 });
    expect(await changes()).toEqual([]);
  });

  it('passes over a reader not seen for half an hour, which reads everything when it comes back', async () => {
    await move('Quiet State');
    await catchUp(a);
    await catchUp(b);
    expect(inState(b, 'Quiet State')).toEqual([moved.id]);
    // B hears nothing more (no list is asked of it, so it does not look); A goes on reading
    // changes for over half an hour.
    const missed = await move('Missed State');
    clockAhead(LISTING_READER_TIMEOUT_MS + 2 * LISTING_CHANGES_FLOOR_MS);
    await catchUp(a);

    expect(await runJob(ctx, purgeListingChanges)).toEqual({ changes: 2, dead_readers: 1 });
    expect((await readers()).map((r) => r.id)).toEqual(['reader-a']);
    expect(await changes()).toEqual([]);

    // The change B needs is gone: catching up by changes would leave it in Quiet State.
    await catchUp(b);
    expect(inState(b, 'Quiet State')).toEqual([]);
    expect(inState(b, 'Missed State')).toEqual([moved.id]);
    expect(await readers()).toEqual([
      { id: 'reader-a', version: missed },
      { id: 'reader-b', version: missed },
    ]);
    expect(await runJob(ctx, purgeListingChanges)).toEqual({ changes: 0, dead_readers: 0 });
  });

  it('forgets a reader that stops', async () => {
    await a.close();
    expect((await readers()).map((r) => r.id)).toEqual(['reader-b']);
  });
});
