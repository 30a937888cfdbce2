import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, or } from 'drizzle-orm';
import { CHAT_CLOSE } from '@rishta/domain';
import { chatGroupMessages, deletionRequests, directMessages, reports } from '@rishta/db';
import { hashToken } from '../src/services/accounts/viewer';
import {
  addMember,
  chatApi,
  delivered,
  friendsWithAcceptedProposal,
  idOf,
  newGroup,
  recordChatBus,
  sent,
  setVerification,
} from './helpers/chat';
import { signedInStaff, type TestStaff } from './helpers/staff';
import { authHeaders, createTestApp, type TestContext } from './helpers/test-app';

// Issue 14: what the API publishes on the chat bus once a change is committed, for the sockets
// of every process: new messages to both people, ticks to the sender, blocks to each side from
// their own view, group messages and membership, and closes when a session or an account ends.

let ctx: TestContext;
let api: ReturnType<typeof chatApi>;
let bus: ReturnType<typeof recordChatBus>;
let moderator: TestStaff;

beforeAll(async () => {
  ctx = await createTestApp({ profiles: 30 });
  api = chatApi(ctx);
  bus = recordChatBus(ctx);
  moderator = await signedInStaff(ctx, 'moderator');
});
afterAll(async () => {
  bus.stop();
  await ctx.close();
});
beforeEach(() => {
  bus.clear();
});

describe('direct messages', () => {
  it('publish a new message to both people, and nothing for a replay', async () => {
    const { a, b } = await friendsWithAcceptedProposal(ctx);
    const body = { sender_id: idOf(a), receiver_id: idOf(b), message: 'hi', client_id: randomUUID() };
    const message = (await api.send(a.token, body)).json().message;
    expect(await bus.settled()).toEqual([delivered([a, b], { type: 'message', message })]);
    bus.clear();
    expect((await api.send(a.token, body)).statusCode).toBe(200);
    expect(await bus.settled()).toEqual([]);
  });

  it('publish each tick to the sender only: received on fetch, read on mark-read', async () => {
    const { a, b } = await friendsWithAcceptedProposal(ctx);
    const m1 = await sent(ctx, a, b, 'one');
    const m2 = await sent(ctx, a, b, 'two');
    // The sender's ticks on both messages.
    const ticks = (status: string) =>
      delivered(a, {
        type: 'status',
        friend_id: idOf(b),
        message_ids: [m1.message_id, m2.message_id],
        status,
      });
    bus.clear();
    await api.messages(b.token, idOf(b), idOf(a));
    expect(await bus.settled()).toEqual([ticks('received')]);
    bus.clear();
    // Fetching again moves nothing, so says nothing.
    await api.messages(b.token, idOf(b), idOf(a));
    expect(await bus.settled()).toEqual([]);
    await api.markRead(b.token, { sender_id: idOf(b), receiver_id: idOf(a), up_to: m2.message_id });
    expect(await bus.settled()).toEqual([ticks('read')]);
  });

  it('publish a block and an unblock to each side from their own view; a refused send publishes nothing', async () => {
    const { a, b } = await friendsWithAcceptedProposal(ctx);
    await api.block(a.token, { sender_id: idOf(a), receiver_id: idOf(b) });
    expect(await bus.settled()).toEqual([
      delivered(a, { type: 'block', friend_id: idOf(b), blocked_by_me: true, blocked_me: false }),
      delivered(b, { type: 'block', friend_id: idOf(a), blocked_by_me: false, blocked_me: true }),
    ]);
    bus.clear();
    expect(
      (await api.send(b.token, { sender_id: idOf(b), receiver_id: idOf(a), message: 'x' })).statusCode,
    ).toBe(403);
    expect(await bus.settled()).toEqual([]);
    await api.unblock(a.token, { sender_id: idOf(a), receiver_id: idOf(b) });
    expect(await bus.settled()).toEqual([
      delivered(a, { type: 'block', friend_id: idOf(b), blocked_by_me: false, blocked_me: false }),
      delivered(b, { type: 'block', friend_id: idOf(a), blocked_by_me: false, blocked_me: false }),
    ]);
  });
});

describe('groups', () => {
  it('publish membership on join and leave, and a group message to the group', async () => {
    const group = await newGroup(ctx);
    const { a } = await friendsWithAcceptedProposal(ctx);
    await setVerification(ctx, a, 'Verified');
    const body = { group_name: group.groupName, user_id: idOf(a) };
    await api.join(a.token, body);
    expect(await bus.settled()).toEqual([
      { kind: 'membership', profileId: idOf(a), groupId: group.id, member: true },
    ]);
    bus.clear();
    // Joining again changes nothing.
    await api.join(a.token, body);
    expect(await bus.settled()).toEqual([]);

    const message = (
      await api.sendGroup(a.token, { ...body, text: 'hello all', client_id: randomUUID() })
    ).json().message;
    expect(await bus.settled()).toEqual([
      { kind: 'group', groupId: group.id, frame: { type: 'group_message', message } },
    ]);
    bus.clear();
    await api.leave(a.token, body);
    expect(await bus.settled()).toEqual([
      { kind: 'membership', profileId: idOf(a), groupId: group.id, member: false },
    ]);
  });
});

describe('closing sockets', () => {
  it('on logout: the sockets of that token, by its hash', async () => {
    const { a } = await friendsWithAcceptedProposal(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/profiles/logout/',
      headers: authHeaders(a.token),
    });
    expect(res.statusCode).toBe(204);
    expect(await bus.settled()).toEqual([
      {
        kind: 'close',
        tokenHashes: [hashToken(a.token)],
        code: CHAT_CLOSE.unauthorized,
        reason: 'logged out',
      },
    ]);
  });

  it("on a moderator's block of the account, from the accounts page or a report", async () => {
    const { a, b } = await friendsWithAcceptedProposal(ctx);
    const block = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/accounts/${a.username}/block/`,
      headers: authHeaders(moderator.token),
      payload: { reason: 'Spam' },
    });
    expect(block.statusCode, block.body).toBe(200);
    expect(await bus.settled()).toEqual([
      { kind: 'close', profileIds: [idOf(a)], code: CHAT_CLOSE.accountBlocked, reason: 'account blocked' },
    ]);
    bus.clear();

    await ctx.handle.db.insert(reports).values({
      reporterId: idOf(a),
      profileId: idOf(b),
      reason: 'Fake profile',
      evidenceKey: 'reports/evidence.jpg',
    });
    const handled = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/reports/profiles/${idOf(b)}/handle/`,
      headers: authHeaders(moderator.token),
      payload: { action: 'block', reason: 'Fake profile', note: 'checked' },
    });
    expect(handled.statusCode, handled.body).toBe(200);
    expect(await bus.settled()).toEqual([
      { kind: 'close', profileIds: [idOf(b)], code: CHAT_CLOSE.accountBlocked, reason: 'account blocked' },
    ]);
  });

  it("on erasure, and the erased profile's messages are gone, direct and group", async () => {
    const { a, b } = await friendsWithAcceptedProposal(ctx);
    await sent(ctx, a, b, 'to be erased');
    await sent(ctx, b, a, 'reply to be erased');
    const group = await newGroup(ctx);
    await addMember(ctx, group.id, a);
    await ctx.handle.db
      .insert(chatGroupMessages)
      .values({ groupId: group.id, senderId: idOf(a), senderName: a.profile.fullName, text: 'group post' });
    const [request] = await ctx.handle.db
      .insert(deletionRequests)
      .values({ profileId: idOf(a), reason: 'Fixed outside the product' })
      .returning();
    bus.clear();
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/deletions/${request!.id}/carry-out/`,
      headers: authHeaders(moderator.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await bus.settled()).toEqual([
      { kind: 'close', profileIds: [idOf(a)], code: CHAT_CLOSE.accountBlocked, reason: 'account erased' },
    ]);
    const direct = await ctx.handle.db
      .select()
      .from(directMessages)
      .where(or(eq(directMessages.senderId, idOf(a)), eq(directMessages.receiverId, idOf(a))));
    expect(direct).toEqual([]);
    expect(
      await ctx.handle.db.select().from(chatGroupMessages).where(eq(chatGroupMessages.groupId, group.id)),
    ).toEqual([]);
    // The friend's list no longer has them.
    expect((await api.friends(b.token, idOf(b))).json().friends).toEqual([]);
  });
});
