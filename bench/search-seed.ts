/**
 * A million profiles in minutes (issue 15). The project's own generator writes the first
 * BASE_PROFILES profiles (through `insertDemoProfiles`, as `npm run seed` does); the rest are
 * copies of them made inside PostgreSQL, each with its own account, id, code, slug, phone number
 * and creation time, so the values' spread is the generator's. The secondary indexes are dropped
 * during the copy and built again afterwards (one sort each instead of a million inserts each),
 * then the table is vacuumed and analysed as autovacuum would after a bulk load.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { DiskMediaStore, type DbHandle } from '@rishta/db';
import { ensureReferenceData, insertDemoProfiles } from '@rishta/db/seed';
import { hashToken } from '../apps/api/src/services/accounts/viewer';

const BASE_PROFILES = 20_000;
const COPY_CHUNK = 100_000;
/** Copies take numbers from 5000000001 up: no Indian mobile starts with 5, so none is generated. */
const COPY_PHONE_BASE = 5_000_000_000;

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

export async function seedProfiles(handle: DbHandle, mediaDir: string, total: number): Promise<void> {
  const pool = handle.pool!;
  const start = performance.now();
  await ensureReferenceData(handle.db);
  const base = Math.min(total, BASE_PROFILES);
  await insertDemoProfiles(handle.db, new DiskMediaStore(mediaDir), base, { photoRatio: 0, batchSize: 1000 });
  console.log(`generated ${base} profiles in ${seconds(start)} s`);
  if (total > base) {
    const indexes = await dropSecondaryIndexes(pool);
    await copyProfiles(pool, total - base, start);
    const built = performance.now();
    await buildIndexes(pool, indexes);
    console.log(`built ${indexes.length} indexes in ${seconds(built)} s`);
  }
  await pool.query('vacuum analyze');
  const { rows } = await pool.query<{ n: string; size: string }>(
    "select count(*) as n, pg_size_pretty(pg_total_relation_size('profiles')) as size from profiles",
  );
  console.log(`seeded ${rows[0]!.n} profiles (${rows[0]!.size}) in ${seconds(start)} s`);
}

/** The profile indexes that are not constraints, as their CREATE statements. */
async function dropSecondaryIndexes(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{ name: string; def: string }>(
    `select indexname as name, indexdef as def from pg_indexes
      where tablename = 'profiles' and indexname not in (select conname from pg_constraint)`,
  );
  for (const row of rows) await pool.query(`drop index "${row.name}"`);
  return rows.map((r) => r.def);
}

async function buildIndexes(pool: pg.Pool, definitions: string[]): Promise<void> {
  // Two at a time: the machine has two cores, and each build is one sort.
  const queue = [...definitions];
  const worker = async () => {
    const client = await pool.connect();
    try {
      await client.query("set maintenance_work_mem = '512MB'");
      for (let def = queue.shift(); def; def = queue.shift()) await client.query(def);
    } finally {
      client.release();
    }
  };
  await Promise.all([worker(), worker()]);
}

/** Copies of the generated profiles, COPY_CHUNK at a time. */
async function copyProfiles(pool: pg.Pool, count: number, start: number): Promise<void> {
  const columns = await copiedColumns(pool);
  await pool.query('drop table if exists bench_base');
  await pool.query(
    'create table bench_base as select (row_number() over (order by id) - 1)::int as n, id from profiles',
  );
  const { rows } = await pool.query<{ n: number }>('select count(*)::int as n from bench_base');
  const baseCount = rows[0]!.n;
  const [{ password_hash: passwordHash }] = (
    await pool.query<{ password_hash: string }>('select password_hash from accounts limit 1')
  ).rows as [{ password_hash: string }];
  for (let from = 1; from <= count; from += COPY_CHUNK) {
    const to = Math.min(count, from + COPY_CHUNK - 1);
    await pool.query(
      `insert into accounts (username, password_hash, created_at)
       select (${COPY_PHONE_BASE} + g)::text, $1, now() from generate_series($2::int, $3::int) g`,
      [passwordHash, from, to],
    );
    // Spread over three years, newest first as people join; the id order follows the time order
    // only roughly, as it does for real sign-ups that wait for approval.
    await pool.query(
      `insert into profiles (id, account_id, profile_code, slug, contact_number, whatsapp_number,
                             created_on, updated_on, last_active, ${columns.join(', ')})
       select s.id, a.id, 'RM' || (100000 + s.id),
              trim(both '-' from regexp_replace(lower(p.full_name), '[^a-z0-9]+', '-', 'g')) || '-rm' || (100000 + s.id),
              a.username, a.username, s.created, s.created, s.created + (random() * interval '30 days'),
              ${columns.map((c) => `p.${c}`).join(', ')}
         from (select g, nextval(pg_get_serial_sequence('profiles', 'id'))::int as id,
                      now() - random() * interval '1095 days' as created
                 from generate_series($1::int, $2::int) g) s
         join accounts a on a.username = (${COPY_PHONE_BASE} + s.g)::text
         join bench_base b on b.n = s.g % $3
         join profiles p on p.id = b.id`,
      [from, to, baseCount],
    );
    console.log(`copied ${to}/${count} profiles (${seconds(start)} s)`);
  }
  await pool.query('drop table bench_base');
}

/** Every profile column a copy takes from its original. */
async function copiedColumns(pool: pg.Pool): Promise<string[]> {
  const own = new Set([
    'id',
    'account_id',
    'profile_code',
    'slug',
    'contact_number',
    'whatsapp_number',
    'created_on',
    'updated_on',
    'last_active',
    'listed',
  ]);
  const { rows } = await pool.query<{ name: string }>(
    `select column_name as name from information_schema.columns
      where table_name = 'profiles' and table_schema = current_schema() order by ordinal_position`,
  );
  return rows.map((r) => r.name).filter((name) => !own.has(name));
}

export interface BenchSession {
  token: string;
  gender: string;
}

/**
 * Logged-in users: sessions for `count` listed people of each gender, written as a login writes
 * them (only the token's hash is stored). Many, because the detail route allows an account 30
 * profiles a minute.
 */
export async function createSessions(pool: pg.Pool, count: number): Promise<BenchSession[]> {
  const sessions: BenchSession[] = [];
  for (const gender of ['Male', 'Female']) {
    const { rows } = await pool.query<{ account_id: number }>(
      'select account_id from profiles where listed and gender = $1 order by id limit $2',
      [gender, count],
    );
    const tokens = rows.map(() => randomBytes(32).toString('base64url'));
    await pool.query(
      `insert into sessions (account_id, token_hash, expires_at)
       select unnest($1::int[]), unnest($2::text[]), now() + interval '1 day'`,
      [rows.map((r) => r.account_id), tokens.map(hashToken)],
    );
    sessions.push(...tokens.map((token) => ({ token, gender })));
  }
  return sessions;
}

/** Removes the sessions of createSessions, so a kept database does not gather them run after run. */
export async function dropSessions(pool: pg.Pool, sessions: readonly BenchSession[]): Promise<void> {
  if (sessions.length === 0) return;
  await pool.query('delete from sessions where token_hash = any($1::text[])', [
    sessions.map((s) => hashToken(s.token)),
  ]);
}
