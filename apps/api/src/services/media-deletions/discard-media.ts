import { asc, eq, inArray, sql } from 'drizzle-orm';
import { mediaDeletions, type Db, type MediaStore } from '@rishta/db';

type Reason = 'erasure' | 'replaced';
type Writer = Pick<Db, 'insert'>;

/**
 * Records files to delete, inside the caller's transaction: an erasure's photos, documents and
 * evidence are then deleted even if this process dies right after its commit (issue 33).
 */
export async function queueMediaDeletion(tx: Writer, keys: string[], reason: Reason): Promise<void> {
  if (keys.length === 0) return;
  await tx
    .insert(mediaDeletions)
    .values(keys.map((key) => ({ key, reason })))
    .onConflictDoNothing();
}

/**
 * Deletes files nothing points at any more (a replaced photo, a removed book, an upload whose row
 * was refused). One that cannot be deleted now (the store is down) is queued for the
 * `delete-media-files` job instead, so the person's request, already saved, still succeeds.
 */
export async function discardMedia(
  db: Db,
  store: MediaStore,
  keys: (string | null | undefined)[],
  reason: Reason = 'replaced',
): Promise<void> {
  const wanted = keys.filter((key): key is string => Boolean(key));
  const results = await Promise.allSettled(wanted.map((key) => store.delete(key)));
  const failed = wanted.filter((_, i) => results[i]!.status === 'rejected');
  if (failed.length > 0) {
    await queueMediaDeletion(db, failed, reason);
    await noteFailures(
      db,
      failed,
      results.find((r) => r.status === 'rejected'),
    );
  }
}

/** What the job reports: files deleted this run, and files still waiting (shown on the dashboard). */
export interface QueuedDeletionResult {
  deleted: number;
  waiting: number;
}

/** Files tried per run: a store that is back deletes a backlog over a few runs, not in one burst. */
const BATCH = 500;

/**
 * Tries the queued files (the given keys, or the oldest BATCH): each deleted one leaves the queue,
 * each that fails again counts an attempt and keeps its error for the dashboard.
 */
export async function deleteQueuedMedia(
  db: Db,
  store: MediaStore,
  keys?: string[],
): Promise<QueuedDeletionResult> {
  const rows = await db
    .select({ key: mediaDeletions.key })
    .from(mediaDeletions)
    .where(keys ? inArray(mediaDeletions.key, keys.length > 0 ? keys : ['']) : undefined)
    .orderBy(asc(mediaDeletions.createdAt))
    .limit(BATCH);
  // One at a time: a store just back from an outage is not hit with the whole backlog at once.
  const results: PromiseSettledResult<void>[] = [];
  for (const { key } of rows) {
    results.push(await store.delete(key).then(asFulfilled, asRejected));
  }
  const deleted = rows.filter((_, i) => results[i]!.status === 'fulfilled').map((row) => row.key);
  const failed = rows.filter((_, i) => results[i]!.status === 'rejected').map((row) => row.key);
  if (deleted.length > 0) await db.delete(mediaDeletions).where(inArray(mediaDeletions.key, deleted));
  await noteFailures(
    db,
    failed,
    results.find((r) => r.status === 'rejected'),
  );
  const [{ waiting } = { waiting: 0 }] = await db
    .select({ waiting: sql<number>`count(*)::int` })
    .from(mediaDeletions);
  return { deleted: deleted.length, waiting };
}

const asFulfilled = (): PromiseSettledResult<void> => ({ status: 'fulfilled', value: undefined });
const asRejected = (reason: unknown): PromiseSettledResult<void> => ({ status: 'rejected', reason });

async function noteFailures(db: Db, keys: string[], result: PromiseSettledResult<void> | undefined) {
  if (keys.length === 0) return;
  const reason = result?.status === 'rejected' ? result.reason : undefined;
  const lastError = reason instanceof Error ? reason.message : String(reason);
  for (const key of keys) {
    await db
      .update(mediaDeletions)
      .set({ attempts: sql`${mediaDeletions.attempts} + 1`, lastError })
      .where(eq(mediaDeletions.key, key));
  }
}
