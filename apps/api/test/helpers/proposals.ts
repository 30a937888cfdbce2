import { expect } from 'vitest';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import { accounts, profiles, proposals } from '@rishta/db';
import { tokenFor, type TestContext, authHeaders } from './test-app';

export type ProfileRow = typeof profiles.$inferSelect;
export interface Person {
  profile: ProfileRow;
  username: string;
  token: string;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';

/** Calls of the proposal API for the tests, as a browser with (or without) a token makes them. */
export function proposalApi(ctx: TestContext) {
  const call = (method: Method, url: string, token?: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers: authHeaders(token),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  return {
    call,
    send: (code: string, token?: string) => call('POST', `/api/profiles/proposal/${code}/`, token),
    list: (direction: 'sent' | 'received', token?: string, query = '') =>
      call('GET', `/api/profiles/proposal/${direction}/${query}`, token),
    answer: (id: number, body: unknown, token?: string) =>
      call('PATCH', `/api/profiles/proposal-update/${id}/`, token, body),
    detail: (slug: string, token: string, query = '?skip-update=true') =>
      call('GET', `/api/profiles/detail-slug/${slug}/${query}`, token),
    setClock: (now: Date | null) =>
      call('PUT', '/api/dev/clock/', undefined, { now: now === null ? null : now.toISOString() }),
  };
}

/** A listed person of this gender (not among `except`), logged in. */
export async function listedPerson(
  ctx: TestContext,
  gender: 'Male' | 'Female',
  except: readonly Person[] = [],
): Promise<Person> {
  const taken = except.map((p) => p.profile.id);
  const [row] = await ctx.handle.db
    .select({ profile: profiles, username: accounts.username })
    .from(profiles)
    .innerJoin(accounts, eq(accounts.id, profiles.accountId))
    .where(
      and(
        eq(profiles.gender, gender),
        eq(profiles.approvalStatus, 'approved'),
        eq(profiles.isActive, true),
        eq(accounts.isBlocked, false),
        taken.length ? notInArray(profiles.id, taken) : undefined,
      ),
    )
    .orderBy(asc(profiles.id))
    .limit(1);
  if (!row) throw new Error(`No listed ${gender} profile left`);
  return { profile: row.profile, username: row.username, token: await tokenFor(ctx.handle, row.username) };
}

export async function personByUsername(ctx: TestContext, username: string): Promise<Person> {
  const [row] = await ctx.handle.db
    .select({ profile: profiles })
    .from(profiles)
    .innerJoin(accounts, eq(accounts.id, profiles.accountId))
    .where(eq(accounts.username, username));
  return { profile: row!.profile, username, token: await tokenFor(ctx.handle, username) };
}

export async function proposalRows(ctx: TestContext) {
  return ctx.handle.db.select().from(proposals).orderBy(asc(proposals.id));
}

export async function sendOk(ctx: TestContext, from: Person, to: Person) {
  const res = await proposalApi(ctx).send(to.profile.profileCode, from.token);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { proposal: { id: number } };
}

export const CONTACT_KEYS = ['contact_number', 'whatsapp_number', 'whatsapp_country_code', 'email'];
