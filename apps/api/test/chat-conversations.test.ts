import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CHAT_PAGE_SIZE, MESSAGES, TEXT_MAX } from '@rishta/domain';
import { accounts, directMessages, photos, proposals } from '@rishta/db';
import { chatApi, freshPerson, friendsWithAcceptedProposal, idOf, sent } from './helpers/chat';
import { createTestApp, type TestContext } from './helpers/test-app';

// Issue 14, the friends chat over REST: the friend list, a conversation page by page, sending
// (trimmed, idempotent by client id, in the server's sequence) and the delivery states.

let ctx: TestContext;
let api: ReturnType<typeof chatApi>;

beforeAll(async () => {
  ctx = await createTestApp({ profiles: 70 });
  api = chatApi(ctx);
});
afterAll(() => ctx.close());

const rowsBetween = (a: number, b: number) =>
  ctx.handle.db
    .select()
    .from(directMessages)
    .where(and(eq(directMessages.senderId, a), eq(directMessages.receiverId, b)));

describe('send-message', () => {
  it('stores the trimmed text and answers it with 201, status sent', async () => {
    const { a, b } = await friendsWithAcceptedProposal(ctx);
    const res = await api.send(a.token, {
      sender_id: idOf(a),
      receiver_id: idOf(b),
      message: '  Assalamu alaikum  ',
      status: 'sent',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const { message } = res.json();
    expect(message).toMatchObject({
      sender_id: idOf(a),
      receiver_id: idOf(b),
      text: 'Assalamu alaikum',
      status: 'sent',
      client_id: null,
    });
    expect(new Date(message.timestamp).toISOString()).toBe(message.timestamp);
    expect((await rowsBetween(idOf(a), idOf(b))).map((r) => r.text)).toEqual(['Assalamu alaikum']);
  });

  it('keeps markup as plain text, in any script', async () => {
    const { a, b } = await friendsWithAcceptedProposal(ctx);
    for (const text of ['<b>hi</b><script>x</script>', 'السلام علیکم', 'नमस्ते 🙂']) {
      expect((await sent(ctx, a, b, text)).text).toBe(text);
    }
  });

  it('answers a retry with the same client id with the stored message (200), never a second copy', async () => {
    const { a, b } = await friendsWithAcceptedProposal(ctx);
    const body = { sender_id: idOf(a), receiver_id: idOf(b), message: 'Once only', client_id: randomUUID() };
    const first = await api.send(a.token, body);
    const again = await api.send(a.token, body);
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().message).toEqual(first.json().message);
    expect(await rowsBetween(idOf(a), idOf(b))).toHaveLength(1);
    // Two retries racing store one row too.
    const racing = { ...body, client_id: randomUUID(), message: 'Raced' };
    const answers = await Promise.all([api.send(a.token, racing), api.send(a.token, racing)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(answers[0]!.json().message.message_id).toBe(answers[1]!.json().message.message_id);
    expect(await rowsBetween(idOf(a), idOf(b))).toHaveLength(2);
  });

  it("lets another sender use the same client id: it is each sender's own", async () => {
    const { a, b } = await friendsWithAcceptedProposal(ctx);
    const clientId = randomUUID();
    const mine = await api.send(a.token, {
      sender_id: idOf(a),
      receiver_id: idOf(b),
      message: 'A',
      client_id: clientId,
    });
    const hers = await api.send(b.token, {
      sender_id: idOf(b),
      receiver_id: idOf(a),
      message: 'B',
      client_id: clientId,
    });
    expect([mine.statusCode, hers.statusCode]).toEqual([201, 201]);
    expect(hers.json().message.message_id).not.toBe(mine.json().message.message_id);
  });

  it('refuses an empty, blank or too long message with the field error, storing nothing', async () => {
    const { a, b } = await friendsWithAcceptedProposal(ctx);
    const tooLong = 'x'.repeat(TEXT_MAX.chat + 1);
    expect(TEXT_MAX.chat).toBe(2000);
    for (const message of ['', '   \n\t ', tooLong]) {
      const res = await api.send(a.token, { sender_id: idOf(a), receiver_id: idOf(b), message });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toEqual([
        message === tooLong ? 'Max 2000 characters required.' : MESSAGES.required,
      ]);
    }
    const missing = await api.send(a.token, { sender_id: idOf(a), receiver_id: idOf(b) });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json())).toContain('message');
    expect(await rowsBetween(idOf(a), idOf(b))).toHaveLength(0);
    // Exactly 2000 characters is fine.
    expect((await sent(ctx, a, b, 'y'.repeat(2000))).text).toHaveLength(2000);
  });

  it("refuses a sender_id that is not the caller's own", async () => {
    const { a, b } = await friendsWithAcceptedProposal(ctx);
    const res = await api.send(a.token, { sender_id: idOf(b), receiver_id: idOf(a), message: 'As her' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: MESSAGES.chatNotYourId, code: 'chatNotYourId' });
  });

  it('refuses anyone who is not a friend: no proposal, a pending or rejected one, or an unlisted friend', async () => {
    const { a, b } = await friendsWithAcceptedProposal(ctx);
    const stranger = await freshPerson(ctx, 'Female');
    const pending = await freshPerson(ctx, 'Female');
    await ctx.handle.db
      .insert(proposals)
      .values({ slug: randomUUID(), senderId: idOf(a), receiverId: idOf(pending), status: 'Sent' });
    for (const to of [stranger, pending, a]) {
      const res = await api.send(a.token, { sender_id: idOf(a), receiver_id: idOf(to), message: 'Hi' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: MESSAGES.notAFriend, code: 'notAFriend' });
    }
    // A friend whose account was blocked by a moderator is no longer listed: no longer a friend.
    await ctx.handle.db.update(accounts).set({ isBlocked: true }).where(eq(accounts.id, b.profile.accountId));
    const res = await api.send(a.token, { sender_id: idOf(a), receiver_id: idOf(b), message: 'Hi' });
    expect(res.json().code).toBe('notAFriend');
    await ctx.handle.db
      .update(accounts)
      .set({ isBlocked: false })
      .where(eq(accounts.id, b.profile.accountId));
    expect((await sent(ctx, a, b)).status).toBe('sent');
  });
});

describe('get-messages', () => {
  it('pages backwards, newest 50 first, each page oldest first in the server sequence', async () => {
    const { a, b } = await friendsWithAcceptedProposal(ctx);
    const ids: number[] = [];
    for (let i = 0; i < CHAT_PAGE_SIZE + 5; i++) {
      const [from, to] = i % 2 === 0 ? [a, b] : [b, a];
      ids.push((await sent(ctx, from, to, `message ${i}`)).message_id);
    }
    expect([...ids].sort((x, y) => x - y)).toEqual(ids);

    const first = await api.messages(a.token, idOf(a), idOf(b));
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json();
    expect(page.has_more).toBe(true);
    expect(page.messages.map((m: { message_id: number }) => m.message_id)).toEqual(ids.slice(5));
    expect(page.messages[0].text).toBe('message 5');

    const older = (await api.messages(a.token, idOf(a), idOf(b), page.messages[0].message_id)).json();
    expect(older.has_more).toBe(false);
    expect(older.messages.map((m: { text: string }) => m.text)).toEqual(
      [0, 1, 2, 3, 4].map((i) => `message ${i}`),
    );
    // The other side reads the same conversation.
    const theirs = (await api.messages(b.token, idOf(b), idOf(a))).json();
    expect(theirs.messages.map((m: { message_id: number }) => m.message_id)).toEqual(ids.slice(5));
  });

  it('groups a page by India date (UTC+5:30), whatever the machine zone', async () => {
    const { a, b } = await friendsWithAcceptedProposal(ctx);
    const stamps = ['2025-03-01T18:29:00.000Z', '2025-03-01T18:31:00.000Z', '2025-03-02T10:00:00.000Z'];
    for (const [i, at] of stamps.entries()) {
      await ctx.handle.db
        .insert(directMessages)
        .values({ senderId: idOf(a), receiverId: idOf(b), text: `t${i}`, createdAt: new Date(at) });
    }
    const page = (await api.messages(a.token, idOf(a), idOf(b))).json();
    // 18:29 UTC is 23:59 in India on 1 March; 18:31 UTC is already 2 March there.
    expect(Object.keys(page.groupedMessages)).toEqual(['2025-03-01', '2025-03-02']);
    expect(page.groupedMessages['2025-03-01'].map((m: { text: string }) => m.text)).toEqual(['t0']);
    expect(page.groupedMessages['2025-03-02'].map((m: { text: string }) => m.text)).toEqual(['t1', 't2']);
    expect(page.has_more).toBe(false);
  });

  it("refuses a stranger's look at a conversation and someone else's sender_id", async () => {
    const { a, b } = await friendsWithAcceptedProposal(ctx);
    await sent(ctx, a, b, 'private');
    const stranger = await freshPerson(ctx, 'Male');
    const asHimself = await api.messages(stranger.token, idOf(stranger), idOf(b));
    expect(asHimself.statusCode).toBe(403);
    expect(asHimself.json().code).toBe('notAFriend');
    const asA = await api.messages(stranger.token, idOf(a), idOf(b));
    expect(asA.statusCode).toBe(403);
    expect(asA.json().code).toBe('chatNotYourId');
    expect(asA.body).not.toContain('private');
  });
});

describe('delivery states', () => {
  it('move sent → received (the receiver fetched it) → read (mark-read), and never back', async () => {
    const { a, b } = await friendsWithAcceptedProposal(ctx);
    const m1 = await sent(ctx, a, b, 'one');
    const m2 = await sent(ctx, a, b, 'two');
    const status = async (id: number) =>
      (await ctx.handle.db.select().from(directMessages).where(eq(directMessages.id, id)))[0]!;

    // The sender fetching their own conversation moves nothing.
    await api.messages(a.token, idOf(a), idOf(b));
    expect((await status(m1.message_id)).status).toBe('sent');

    // The receiver's fetch: the page already shows them as received.
    const page = (await api.messages(b.token, idOf(b), idOf(a))).json();
    expect(page.messages.map((m: { status: string }) => m.status)).toEqual(['received', 'received']);
    const row = await status(m1.message_id);
    expect(row.status).toBe('received');
    expect(row.receivedAt).toBeInstanceOf(Date);

    // Reading up to the first message only.
    const read = await api.markRead(b.token, {
      sender_id: idOf(b),
      receiver_id: idOf(a),
      up_to: m1.message_id,
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ status: 'success', updated: 1 });
    expect((await status(m1.message_id)).status).toBe('read');
    expect((await status(m2.message_id)).status).toBe('received');

    // Fetching again never takes a read message back to received.
    const again = (await api.messages(b.token, idOf(b), idOf(a))).json();
    expect(again.messages.map((m: { status: string }) => m.status)).toEqual(['read', 'received']);
    expect((await status(m1.message_id)).status).toBe('read');

    // The sender cannot mark their own messages read; the receiver's second mark changes nothing.
    const own = await api.markRead(a.token, {
      sender_id: idOf(a),
      receiver_id: idOf(b),
      up_to: m2.message_id,
    });
    expect(own.json()).toEqual({ status: 'success', updated: 0 });
    expect((await status(m2.message_id)).status).toBe('received');
    await api.markRead(b.token, { sender_id: idOf(b), receiver_id: idOf(a), up_to: m2.message_id });
    const twice = await api.markRead(b.token, {
      sender_id: idOf(b),
      receiver_id: idOf(a),
      up_to: m2.message_id,
    });
    expect(twice.json().updated).toBe(0);
    expect((await status(m2.message_id)).status).toBe('read');
  });

  it('marks a never-fetched message read directly (sent → read)', async () => {
    const { a, b } = await friendsWithAcceptedProposal(ctx);
    const m = await sent(ctx, a, b);
    await api.markRead(b.token, { sender_id: idOf(b), receiver_id: idOf(a), up_to: m.message_id });
    const [row] = await ctx.handle.db
      .select()
      .from(directMessages)
      .where(eq(directMessages.id, m.message_id));
    expect(row!.status).toBe('read');
    expect(row!.receivedAt).toBeInstanceOf(Date);
  });

  it("refuses mark-read for someone else's id or a stranger's conversation", async () => {
    const { a, b } = await friendsWithAcceptedProposal(ctx);
    const stranger = await freshPerson(ctx, 'Male');
    const m = await sent(ctx, a, b);
    const forged = await api.markRead(stranger.token, {
      sender_id: idOf(b),
      receiver_id: idOf(a),
      up_to: m.message_id,
    });
    expect(forged.json().code).toBe('chatNotYourId');
    const notFriend = await api.markRead(stranger.token, {
      sender_id: idOf(stranger),
      receiver_id: idOf(a),
      up_to: m.message_id,
    });
    expect(notFriend.json().code).toBe('notAFriend');
  });
});

describe('friends', () => {
  it('lists the accepted pairs either way, latest conversation first, with photo, unread count and flags', async () => {
    const me = await freshPerson(ctx, 'Male');
    const quiet = await freshPerson(ctx, 'Female');
    const chatty = await freshPerson(ctx, 'Female');
    const proposer = await freshPerson(ctx, 'Female');
    const pending = await freshPerson(ctx, 'Female');
    await ctx.handle.db.insert(proposals).values([
      { slug: randomUUID(), senderId: idOf(me), receiverId: idOf(quiet), status: 'Accepted' },
      { slug: randomUUID(), senderId: idOf(me), receiverId: idOf(chatty), status: 'Accepted' },
      // Accepted the other way round: still a friend.
      { slug: randomUUID(), senderId: idOf(proposer), receiverId: idOf(me), status: 'Accepted' },
      { slug: randomUUID(), senderId: idOf(me), receiverId: idOf(pending), status: 'Sent' },
    ]);
    await ctx.handle.db.insert(photos).values({
      profileId: idOf(chatty),
      slot: 1,
      fullKey: 'photos/x-full.jpg',
      thumbKey: 'photos/x-thumb.jpg',
      blurredKey: 'photos/x-blur.jpg',
    });
    await sent(ctx, me, proposer, 'hello');
    await sent(ctx, chatty, me, 'first');
    const last = await sent(ctx, chatty, me, 'second');

    const res = await api.friends(me.token, idOf(me));
    expect(res.statusCode, res.body).toBe(200);
    const { friends, unread_total } = res.json();
    expect(friends.map((f: { friend_id: number }) => f.friend_id)).toEqual([
      idOf(chatty),
      idOf(proposer),
      // No conversation yet: after those with one.
      idOf(quiet),
    ]);
    expect(friends[0]).toMatchObject({
      full_name: chatty.profile.fullName,
      slug: chatty.profile.slug,
      profile_code: chatty.profile.profileCode,
      unread_count: 2,
      is_blocked: false,
      blocked_by_me: false,
      last_message: { message_id: last.message_id, sender_id: idOf(chatty), text: 'second', status: 'sent' },
    });
    // The same signed thumbnail the proposal lists give; null without a photo.
    expect(friends[0].avatar).toContain('x-thumb.jpg');
    expect(friends[2].avatar).toBeNull();
    expect(friends[2].last_message).toBeNull();
    // My own message to the proposer is not unread for me.
    expect(friends[1].unread_count).toBe(0);
    expect(unread_total).toBe(2);

    // Reading makes the count drop.
    await api.markRead(me.token, { sender_id: idOf(me), receiver_id: idOf(chatty), up_to: last.message_id });
    expect((await api.friends(me.token, idOf(me))).json().unread_total).toBe(0);

    // The other side sees me as a friend too.
    const theirs = (await api.friends(chatty.token, idOf(chatty))).json();
    expect(theirs.friends.map((f: { friend_id: number }) => f.friend_id)).toEqual([idOf(me)]);
  });

  it('orders friends without a conversation by name', async () => {
    const me = await freshPerson(ctx, 'Male');
    const others = [await freshPerson(ctx, 'Female'), await freshPerson(ctx, 'Female')];
    await ctx.handle.db.insert(proposals).values(
      others.map((o) => ({
        slug: randomUUID(),
        senderId: idOf(me),
        receiverId: idOf(o),
        status: 'Accepted' as const,
      })),
    );
    const names = (await api.friends(me.token, idOf(me)))
      .json()
      .friends.map((f: { full_name: string }) => f.full_name);
    expect(names).toEqual([...names].sort((x: string, y: string) => x.localeCompare(y)));
    expect(names).toHaveLength(2);
  });

  it("refuses someone else's sender_id", async () => {
    const { a, b } = await friendsWithAcceptedProposal(ctx);
    const res = await api.friends(a.token, idOf(b));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('chatNotYourId');
  });
});
