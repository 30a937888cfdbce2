// The chat load benchmark's data: N demo profiles (the seed's own builder), each logged in, paired
// off into N/2 friends (Accepted proposals). Inserted straight into the database: the benchmark
// measures live chat, not sign-up.
import { randomBytes, randomUUID } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { DiskMediaStore, migrate, profiles, proposals, sessions, type DbHandle } from '@rishta/db';
import { ensureReferenceData, insertDemoProfiles } from '@rishta/db/seed';
import { hashToken } from '../apps/api/src/services/accounts/viewer';

export interface LoadPerson {
  profileId: number;
  token: string;
}
export interface LoadPair {
  a: LoadPerson;
  b: LoadPerson;
}

const BATCH = 1000;

export async function setUpPairs(handle: DbHandle, mediaDir: string, clients: number): Promise<LoadPair[]> {
  await migrate(handle);
  await ensureReferenceData(handle.db);
  await insertDemoProfiles(handle.db, new DiskMediaStore(mediaDir), clients, { photoRatio: 0 });
  const rows = await handle.db
    .select({ profileId: profiles.id, accountId: profiles.accountId })
    .from(profiles)
    .orderBy(asc(profiles.id))
    .limit(clients - (clients % 2));

  const people: LoadPerson[] = [];
  const sessionRows: (typeof sessions.$inferInsert)[] = [];
  const expiresAt = new Date(Date.now() + 7 * 24 * 3600_000);
  for (const row of rows) {
    const token = randomBytes(32).toString('base64url');
    people.push({ profileId: row.profileId, token });
    sessionRows.push({ accountId: row.accountId, tokenHash: hashToken(token), kind: 'user', expiresAt });
  }
  for (let i = 0; i < sessionRows.length; i += BATCH) {
    await handle.db.insert(sessions).values(sessionRows.slice(i, i + BATCH));
  }

  const pairs: LoadPair[] = [];
  for (let i = 0; i + 1 < people.length; i += 2) pairs.push({ a: people[i]!, b: people[i + 1]! });
  const proposalRows = pairs.map((pair) => ({
    slug: randomUUID(),
    senderId: pair.a.profileId,
    receiverId: pair.b.profileId,
    status: 'Accepted' as const,
  }));
  for (let i = 0; i < proposalRows.length; i += BATCH) {
    await handle.db.insert(proposals).values(proposalRows.slice(i, i + BATCH));
  }
  await handle.pool?.query('analyze');
  return pairs;
}
