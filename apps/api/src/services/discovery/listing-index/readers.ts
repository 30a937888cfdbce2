import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { eq } from 'drizzle-orm';
import { listingReaders, type Db } from '@rishta/db';

/**
 * Each listing index tells the database how far it has read `listing_changes` (decision 046), so
 * that the purge-listing-changes job deletes only what every live process has read.
 */

/** One per index: two indexes of one process (tests) and two processes of one host never share. */
export const newReaderId = (): string => `${hostname()}-${process.pid}-${randomBytes(4).toString('hex')}`;

/** This reader has caught up to `version`, as of `seenAt` (the app clock). */
export async function reportRead(db: Db, processId: string, version: string, seenAt: Date): Promise<void> {
  const read = BigInt(version);
  await db
    .insert(listingReaders)
    .values({ processId, version: read, seenAt })
    .onConflictDoUpdate({ target: listingReaders.processId, set: { version: read, seenAt } });
}

/** A reader that stops holds nothing back any more. */
export async function forgetReader(db: Db, processId: string): Promise<void> {
  await db.delete(listingReaders).where(eq(listingReaders.processId, processId));
}
