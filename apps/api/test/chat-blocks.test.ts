import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@rishta/domain';
import { blocks } from '@rishta/db';
import { chatApi, freshPerson, friendsWithAcceptedProposal, idOf, sent, type Person } from './helpers/chat';
import { createTestApp, type TestContext } from './helpers/test-app';

// Issue 14 / SPEC.md §4, §8: blocking and unblocking a friend, and sending while blocked, both ways.

let ctx: TestContext;
let api: ReturnType<typeof chatApi>;

beforeAll(async () => {
  ctx = await createTestApp({ profiles: 30 });
  api = chatApi(ctx);
});
afterAll(() => ctx.close());

const pair = (from: { profile: { id: number } }, to: { profile: { id: number } }) => ({
  sender_id: from.profile.id,
  receiver_id: to.profile.id,
});
/** The stored blocks a person made, and those against them. */
const blocksBy = (p: Person) =>
  ctx.handle.db
    .select()
    .from(blocks)
    .where(eq(blocks.blockerId, idOf(p)));
const blocksAgainst = (p: Person) =>
  ctx.handle.db
    .select()
    .from(blocks)
    .where(eq(blocks.blockedId, idOf(p)));

describe('block-user and unblock-user', () => {
  it("blocks with 'Blocked!', refuses a second block, and unblocks with status 'success'", async () => {
    const { a, b } = await friendsWithAcceptedProposal(ctx);
    const before = await api.blockStatus(a.token, idOf(a), idOf(b));
    expect(before.json()).toEqual({ isBlocked: false, blocked_by_me: false, blocked_me: false });

    const block = await api.block(a.token, pair(a, b));
    expect(block.statusCode, block.body).toBe(200);
    expect(block.json()).toEqual({ status: 'success', message: MESSAGES.blockedTitle });
    expect(await blocksBy(a)).toHaveLength(1);

    const again = await api.block(a.token, pair(a, b));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: MESSAGES.userAlreadyBlocked, code: 'userAlreadyBlocked' });

    expect((await api.blockStatus(a.token, idOf(a), idOf(b))).json()).toEqual({
      isBlocked: true,
      blocked_by_me: true,
      blocked_me: false,
    });
    expect((await api.blockStatus(b.token, idOf(b), idOf(a))).json()).toEqual({
      isBlocked: true,
      blocked_by_me: false,
      blocked_me: true,
    });
    const friendsOfB = (await api.friends(b.token, idOf(b))).json().friends;
    expect(friendsOfB[0]).toMatchObject({ friend_id: idOf(a), is_blocked: true, blocked_by_me: false });

    const unblock = await api.unblock(a.token, pair(a, b));
    expect(unblock.statusCode, unblock.body).toBe(200);
    expect(unblock.json()).toEqual({ status: 'success', message: MESSAGES.unblockedTitle });
    expect((await api.blockStatus(a.token, idOf(a), idOf(b))).json().isBlocked).toBe(false);
  });

  it("refuses to lift a block the caller did not make: 'Failed to unblock user.'", async () => {
    const { a, b } = await friendsWithAcceptedProposal(ctx);
    const nothing = await api.unblock(a.token, pair(a, b));
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toEqual({ detail: MESSAGES.unblockFailed, code: 'unblockFailed' });
    await api.block(a.token, pair(a, b));
    // The blocked side cannot lift the other's block.
    const byB = await api.unblock(b.token, pair(b, a));
    expect(byB.json().code).toBe('unblockFailed');
    expect(await blocksBy(a)).toHaveLength(1);
  });

  it('lets both block each other; each unblock lifts only its own', async () => {
    const { a, b } = await friendsWithAcceptedProposal(ctx);
    await api.block(a.token, pair(a, b));
    expect((await api.block(b.token, pair(b, a))).statusCode).toBe(200);
    expect((await api.blockStatus(a.token, idOf(a), idOf(b))).json()).toEqual({
      isBlocked: true,
      blocked_by_me: true,
      blocked_me: true,
    });
    await api.unblock(a.token, pair(a, b));
    expect((await api.blockStatus(a.token, idOf(a), idOf(b))).json()).toEqual({
      isBlocked: true,
      blocked_by_me: false,
      blocked_me: true,
    });
  });

  it('refuses blocking a stranger and blocking as someone else', async () => {
    const { a, b } = await friendsWithAcceptedProposal(ctx);
    const stranger = await freshPerson(ctx, 'Male');
    expect((await api.block(stranger.token, pair(stranger, b))).json().code).toBe('notAFriend');
    expect((await api.block(stranger.token, pair(a, b))).json().code).toBe('chatNotYourId');
    expect((await api.unblock(stranger.token, pair(stranger, b))).json().code).toBe('notAFriend');
    expect((await api.blockStatus(stranger.token, idOf(stranger), idOf(b))).json().code).toBe('notAFriend');
    expect((await api.blockStatus(stranger.token, idOf(a), idOf(b))).json().code).toBe('chatNotYourId');
    expect(await blocksAgainst(b)).toHaveLength(0);
  });
});

describe('sending while blocked', () => {
  it("is refused both ways with the spec's message, and works again after the unblock", async () => {
    const { a, b } = await friendsWithAcceptedProposal(ctx);
    await sent(ctx, a, b, 'before');
    await api.block(b.token, pair(b, a));
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const res = await api.send(from.token, { ...pair(from, to), message: 'while blocked' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: MESSAGES.cannotMessageBlocked, code: 'cannotMessageBlocked' });
    }
    // The history stays readable.
    const page = (await api.messages(a.token, idOf(a), idOf(b))).json();
    expect(page.messages.map((m: { text: string }) => m.text)).toEqual(['before']);

    await api.unblock(b.token, pair(b, a));
    expect((await sent(ctx, a, b, 'after')).text).toBe('after');
  });
});
