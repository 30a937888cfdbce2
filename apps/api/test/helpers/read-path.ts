// The read path's tests (read-path.test.ts on both databases, read-path-postgres.test.ts on a
// PostgreSQL server only): waiting on a condition, raw rows, and the 503 a busy read answers.
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { MESSAGES } from '@rishta/domain';
import type { Db } from '@rishta/db';

/** Waits for `check` to hold, polling; fails after `seconds` (a bound on correctness, not speed). */
export async function eventually(check: () => Promise<boolean> | boolean, what: string, seconds = 10) {
  for (let tries = 0; tries < seconds * 20; tries += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Timed out waiting until ${what}`);
}

/** The rows of a raw statement (node-postgres answers with a result object). */
export async function rowsOf<T = unknown>(db: Db, statement: string): Promise<T[]> {
  return ((await db.execute(sql.raw(statement))) as unknown as { rows: T[] }).rows;
}

export function expectBusy(res: LightMyRequestResponse, code: 'serviceBusy' | 'searchTimedOut') {
  expect(res.statusCode, res.body).toBe(503);
  expect(res.json()).toEqual({ detail: MESSAGES[code], code });
  expect(res.headers['retry-after']).toBe('5');
}
