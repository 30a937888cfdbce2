import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { chatRouteKeys } from '../src/routes/chat/index';
import {
  addMember,
  chatApi,
  freshPerson,
  friendsWithAcceptedProposal,
  idOf,
  newGroup,
  sent,
  setVerification,
  type Person,
} from './helpers/chat';
import { accounts } from '@rishta/db';
import { signedInStaff } from './helpers/staff';
import { createTestApp, tokenFor, type TestContext } from './helpers/test-app';

/**
 * Issue 14: every chat call × {anonymous, a stranger, each party, staff}. Nobody reads or writes a
 * conversation or a group they are not part of by changing ids: a visitor and a staff token get
 * 401, a stranger (a listed user who is neither friend nor member) 403, whether asking as
 * themselves or with a party's id, and each party a success. The list must name every chat route,
 * so a new one is covered the moment it exists.
 */
let ctx: TestContext;
let api: ReturnType<typeof chatApi>;
let a: Person;
let b: Person;
let stranger: Person;
let staffToken: string;
let groupName: string;
let lastMessageId: number;

beforeAll(async () => {
  ctx = await createTestApp({ profiles: 10 });
  api = chatApi(ctx);
  ({ a, b } = await friendsWithAcceptedProposal(ctx));
  stranger = await freshPerson(ctx, 'Male');
  const group = await newGroup(ctx);
  groupName = group.groupName;
  for (const p of [a, b, stranger]) await setVerification(ctx, p, 'Verified');
  await addMember(ctx, group.id, a, { admin: true });
  await addMember(ctx, group.id, b);
  lastMessageId = (await sent(ctx, a, b, 'between us')).message_id;
  staffToken = (await signedInStaff(ctx, 'admin')).token;
});
afterAll(() => ctx.close());

/** One call as `token`, claiming to be `me` and naming `other` (a party, for a stranger). */
type Call = (token: string | undefined, me: Person, other: Person) => Promise<LightMyRequestResponse>;

interface Row {
  call: Call;
  /** What a stranger asking as themselves gets: 403 for another's data, a success for their own. */
  strangerAsSelf: 'refused' | 'allowed';
  /** A party's success status. */
  ok: number;
}

const ROWS: Record<string, Row> = {
  'GET /api/friends/friends': {
    call: (t, me) => api.friends(t, idOf(me)),
    // A stranger has a friend list of their own (empty of the parties).
    strangerAsSelf: 'allowed',
    ok: 200,
  },
  'GET /api/friends/get-messages': {
    call: (t, me, other) => api.messages(t, idOf(me), idOf(other)),
    strangerAsSelf: 'refused',
    ok: 200,
  },
  'POST /api/friends/send-message': {
    call: (t, me, other) =>
      api.send(t, { sender_id: idOf(me), receiver_id: idOf(other), message: 'hi', client_id: randomUUID() }),
    strangerAsSelf: 'refused',
    ok: 201,
  },
  'POST /api/friends/mark-read': {
    call: (t, me, other) =>
      api.markRead(t, { sender_id: idOf(me), receiver_id: idOf(other), up_to: lastMessageId }),
    strangerAsSelf: 'refused',
    ok: 200,
  },
  'GET /api/friends/check-block-status': {
    call: (t, me, other) => api.blockStatus(t, idOf(me), idOf(other)),
    strangerAsSelf: 'refused',
    ok: 200,
  },
  'POST /api/friends/block-user': {
    call: (t, me, other) => api.block(t, { sender_id: idOf(me), receiver_id: idOf(other) }),
    strangerAsSelf: 'refused',
    ok: 200,
  },
  'POST /api/friends/unblock-user': {
    call: (t, me, other) => api.unblock(t, { sender_id: idOf(me), receiver_id: idOf(other) }),
    strangerAsSelf: 'refused',
    ok: 200,
  },
  'GET /api/friends/available-groups': {
    // No one's id in it: every user sees the list of groups.
    call: (t) => api.groups(t),
    strangerAsSelf: 'allowed',
    ok: 200,
  },
  'GET /api/friends/check-verification/:userId': {
    call: (t, me) => api.verification(t, idOf(me)),
    strangerAsSelf: 'allowed',
    ok: 200,
  },
  'GET /api/friends/getAllMessages/:group_name': {
    call: (t) => api.groupMessages(t, groupName),
    strangerAsSelf: 'refused',
    ok: 200,
  },
  'POST /api/friends/send-group-message': {
    call: (t, me) =>
      api.sendGroup(t, { group_name: groupName, user_id: idOf(me), text: 'hi', client_id: randomUUID() }),
    strangerAsSelf: 'refused',
    ok: 201,
  },
  'POST /api/friends/join-group': {
    // Joining is the stranger's own business (they are Verified); as a party it is refused.
    call: (t, me) => api.join(t, { group_name: groupName, user_id: idOf(me) }),
    strangerAsSelf: 'allowed',
    ok: 200,
  },
  'POST /api/friends/leave-group': {
    call: (t, me) => api.leave(t, { group_name: groupName, user_id: idOf(me) }),
    strangerAsSelf: 'allowed',
    ok: 200,
  },
};

/** Calls that take no id of anyone: impersonation does not apply. */
const WITHOUT_IDS = new Set([
  'GET /api/friends/available-groups',
  'GET /api/friends/getAllMessages/:group_name',
]);

describe('who may call each chat route', () => {
  it('covers every chat route', () => {
    expect([...chatRouteKeys()].sort()).toEqual(Object.keys(ROWS).sort());
  });

  it('refuses anonymous callers and staff, refuses strangers, serves each party', async () => {
    const wrong: string[] = [];
    const expectStatus = (label: string, res: LightMyRequestResponse, ok: (s: number) => boolean) => {
      if (!ok(res.statusCode)) wrong.push(`${label} → ${res.statusCode} ${res.body.slice(0, 120)}`);
    };
    for (const [key, row] of Object.entries(ROWS)) {
      expectStatus(`${key} anonymous`, await row.call(undefined, a, b), (s) => s === 401);
      expectStatus(`${key} staff`, await row.call(staffToken, a, b), (s) => s === 401 || s === 403);
      if (!WITHOUT_IDS.has(key)) {
        const asParty = await row.call(stranger.token, a, b);
        expectStatus(`${key} stranger as a party`, asParty, (s) => s === 403);
        if (asParty.statusCode === 403 && asParty.json().code !== 'chatNotYourId')
          wrong.push(`${key} stranger as a party: ${asParty.body}`);
      }
      if (row.strangerAsSelf === 'refused') {
        expectStatus(`${key} stranger`, await row.call(stranger.token, stranger, b), (s) => s === 403);
      }
      expectStatus(`${key} party a`, await row.call(a.token, a, b), (s) => s === row.ok);
      expectStatus(`${key} party b`, await row.call(b.token, b, a), (s) => s === row.ok);
    }
    expect(wrong).toEqual([]);
  });

  it('keeps a stranger’s own calls to their own data', async () => {
    for (const [key, row] of Object.entries(ROWS)) {
      if (row.strangerAsSelf !== 'allowed') continue;
      const res = await row.call(stranger.token, stranger, b);
      expect(res.statusCode, `${key}: ${res.body}`).toBe(200);
      expect(res.body).not.toContain('between us');
    }
  });

  it('refuses an account whose sign-up made no profile yet (403), whatever ids it sends', async () => {
    const username = `no-profile-${randomUUID().slice(0, 8)}`;
    await ctx.handle.db.insert(accounts).values({ username, passwordHash: 'x' });
    const token = await tokenFor(ctx.handle, username);
    for (const [key, row] of Object.entries(ROWS)) {
      const res = await row.call(token, a, b);
      expect(res.statusCode, key).toBe(403);
      expect(res.json().code, key).toBe('permissionDenied');
    }
  });
});
