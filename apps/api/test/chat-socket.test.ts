// The live chat socket /api/friends/ws (issue 14, the chat contract's "Socket") against a real
// listening server on the test database: auth by first frame, close codes, live fan-out to every
// device, acks, catch-up after reconnect, group messages to members only, heartbeat, expiry.
import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { accounts, chatGroups, directMessages, sessions } from '@rishta/db';
import { CHAT_CLOSE, type FriendMessage } from '@rishta/domain';
import { hashToken } from '../src/services/accounts/viewer';
import { authHeaders, createTestApp, tokenFor, type TestContext } from './helpers/test-app';
import { WITHIN_HOURS } from './helpers/contact-hours';
import { listedPerson, personByUsername, proposalApi, sendOk, type Person } from './helpers/proposals';
import { ChatSocketClient, settle } from './helpers/chat-socket';

let ctx: TestContext;
let url: string;
let man: Person;
let woman: Person;
let stranger: Person;
const open: ChatSocketClient[] = [];

/** A signed-in device of `person`, closed after the file. */
async function device(person: Person, since: { after?: number; group_after?: number } = {}) {
  const client = await ChatSocketClient.signedIn(url, person.token, since);
  open.push(client);
  return client;
}

async function rawSocket() {
  const client = await ChatSocketClient.connect(url);
  open.push(client);
  return client;
}

async function sendMessage(from: Person, to: Person, text: string): Promise<FriendMessage> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/friends/send-message',
    headers: authHeaders(from.token),
    payload: {
      sender_id: from.profile.id,
      receiver_id: to.profile.id,
      message: text,
      client_id: randomUUID(),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { message: FriendMessage }).message;
}

async function post(person: Person, path: string, payload: Record<string, unknown>) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: path,
    headers: authHeaders(person.token),
    payload,
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res;
}

beforeAll(async () => {
  ctx = await createTestApp({ profiles: 8 });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/api/friends/ws`;
  man = await personByUsername(ctx, '9000000001');
  woman = await personByUsername(ctx, '9000000002');
  stranger = await listedPerson(ctx, 'Female', [woman]);
  // Friends are the two sides of an Accepted proposal (sent within contact hours).
  const proposals = proposalApi(ctx);
  await proposals.setClock(WITHIN_HOURS);
  const { proposal } = await sendOk(ctx, man, woman);
  expect((await proposals.answer(proposal.id, { status: 'Accepted' }, woman.token)).statusCode).toBe(200);
  await proposals.setClock(null);
});

afterAll(async () => {
  for (const client of open) client.close();
  await ctx?.close();
});

describe('authentication', () => {
  it('takes the token in the first frame and answers ready, then caught_up', async () => {
    const client = await rawSocket();
    client.send({ type: 'auth', token: man.token });
    expect(await client.next('ready')).toEqual({ type: 'ready', profile_id: man.profile.id });
    expect(await client.next('caught_up')).toEqual({ type: 'caught_up', more: false });
  });

  it('closes 4401 for an unknown token', async () => {
    const client = await rawSocket();
    client.send({ type: 'auth', token: randomBytes(32).toString('base64url') });
    expect((await client.closed()).code).toBe(CHAT_CLOSE.unauthorized);
  });

  it('closes 4401 for an expired session', async () => {
    const token = randomBytes(32).toString('base64url');
    const [account] = await ctx.handle.db.select().from(accounts).where(eq(accounts.username, man.username));
    await ctx.handle.db.insert(sessions).values({
      accountId: account!.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(ctx.app.clock().getTime() - 1000),
    });
    const client = await rawSocket();
    client.send({ type: 'auth', token });
    expect((await client.closed()).code).toBe(CHAT_CLOSE.unauthorized);
  });

  it('closes the sockets of a session at logout, and refuses its token afterwards (4401)', async () => {
    const token = await tokenFor(ctx.handle, man.username);
    const client = await device({ ...man, token });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/profiles/logout/',
      headers: authHeaders(token),
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect((await client.closed()).code).toBe(CHAT_CLOSE.unauthorized);
    const again = await rawSocket();
    again.send({ type: 'auth', token });
    expect((await again.closed()).code).toBe(CHAT_CLOSE.unauthorized);
  });

  it('closes 4403 for a blocked account', async () => {
    const blocked = await listedPerson(ctx, 'Male', [man]);
    await ctx.handle.db
      .update(accounts)
      .set({ isBlocked: true })
      .where(eq(accounts.username, blocked.username));
    const client = await rawSocket();
    client.send({ type: 'auth', token: blocked.token });
    expect((await client.closed()).code).toBe(CHAT_CLOSE.accountBlocked);
  });

  it('closes the sockets of an account a moderator blocks (4403)', async () => {
    const person = await listedPerson(ctx, 'Female', [woman, stranger]);
    const client = await device(person);
    await ctx.app.chatBus.publish({
      kind: 'close',
      profileIds: [person.profile.id],
      code: CHAT_CLOSE.accountBlocked,
      reason: 'blocked',
    });
    expect((await client.closed()).code).toBe(CHAT_CLOSE.accountBlocked);
  });

  it('closes 4401 when the first frame is not auth, and 4400 for a malformed frame', async () => {
    const first = await rawSocket();
    first.send({ type: 'ping' });
    expect((await first.closed()).code).toBe(CHAT_CLOSE.unauthorized);
    const malformed = await rawSocket();
    malformed.send('{"type":"auth"');
    expect((await malformed.closed()).code).toBe(CHAT_CLOSE.badFrame);
    const unknown = await device(man);
    unknown.send({ type: 'subscribe', to: woman.profile.id });
    expect((await unknown.closed()).code).toBe(CHAT_CLOSE.badFrame);
  });

  it('refuses a frame over 16 KB', async () => {
    const client = await device(man);
    client.send({ type: 'ack', message_ids: [], padding: 'x'.repeat(20_000) });
    expect((await client.closed()).code).toBe(1009);
  });

  it('closes a socket that sends no auth frame within 10 s (4401)', async () => {
    const client = await rawSocket();
    expect((await client.closed(12_000)).code).toBe(CHAT_CLOSE.unauthorized);
  }, 15_000);

  it('closes a socket when its session expires (4401)', async () => {
    const client = await device(man);
    ctx.app.serverClock.set(new Date(ctx.app.clock().getTime() + 2 * 3600_000));
    try {
      ctx.app.chatLive.sweep();
      expect(await client.closed()).toEqual({ code: CHAT_CLOSE.unauthorized, reason: 'session expired' });
    } finally {
      ctx.app.serverClock.set(null);
    }
  });
});

describe('live messages', () => {
  it('tells every socket to reconnect and catch up when the bus may have lost events (1012)', async () => {
    const [one, other] = await Promise.all([device(man), device(woman)]);
    await ctx.app.chatBus.publish({ kind: 'resync', reason: 'test' });
    expect((await one.closed()).code).toBe(1012);
    expect((await other.closed()).code).toBe(1012);
  });

  it('answers a ping with a pong', async () => {
    const client = await device(man);
    client.send({ type: 'ping' });
    expect(await client.next('pong')).toEqual({ type: 'pong' });
  });

  it("reach every device of the receiver and the sender's other device, and nobody else", async () => {
    const [phone, laptop, senderPhone, other] = await Promise.all([
      device(woman),
      device(woman),
      device(man),
      device(stranger),
    ]);
    const sent = await sendMessage(man, woman, 'Assalamu alaikum');
    for (const client of [phone, laptop, senderPhone]) {
      const frame = await client.next('message', (f) => f.message.message_id === sent.message_id);
      expect(frame.message).toEqual(sent);
    }
    await settle();
    expect(other.all('message')).toEqual([]);
  });

  it("turns an ack into 'received' and tells the sender's devices", async () => {
    const [receiver, sender] = await Promise.all([device(woman), device(man)]);
    const sent = await sendMessage(man, woman, 'Did this arrive?');
    await receiver.next('message', (f) => f.message.message_id === sent.message_id);
    receiver.send({ type: 'ack', message_ids: [sent.message_id] });
    expect(await sender.next('status', (f) => f.message_ids.includes(sent.message_id))).toEqual({
      type: 'status',
      friend_id: woman.profile.id,
      message_ids: [sent.message_id],
      status: 'received',
    });
    const [row] = await ctx.handle.db
      .select()
      .from(directMessages)
      .where(eq(directMessages.id, sent.message_id));
    expect(row?.status).toBe('received');
  });

  it('an ack cannot move a message the caller did not receive', async () => {
    const sender = await device(man);
    const sent = await sendMessage(man, woman, 'Not yours to ack');
    sender.send({ type: 'ack', message_ids: [sent.message_id] });
    await settle();
    const [row] = await ctx.handle.db
      .select()
      .from(directMessages)
      .where(eq(directMessages.id, sent.message_id));
    expect(row?.status).toBe('sent');
  });

  /** Acks every message `client` got for `person`, as the web app does, and waits till it is stored. */
  async function ackAll(client: ChatSocketClient, person: Person) {
    const ids = client.all('message').filter((f) => f.message.receiver_id === person.profile.id);
    client.send({ type: 'ack', message_ids: ids.map((f) => f.message.message_id) });
    for (let i = 0; i < 50; i += 1) {
      const unreceived = await ctx.handle.db
        .select()
        .from(directMessages)
        .where(and(eq(directMessages.receiverId, person.profile.id), eq(directMessages.status, 'sent')));
      if (unreceived.length === 0) break;
      await settle(50);
    }
  }

  /** A device that has every message to `person` (none left unreceived). */
  async function receivedEverything(person: Person) {
    const client = await device(person, { after: 0 });
    await ackAll(client, person);
    client.close();
  }

  it('catches up after a reconnect with exactly the missed messages, once each, in order', async () => {
    await receivedEverything(woman);
    const first = await device(woman);
    const seen = await sendMessage(man, woman, 'Before the tunnel');
    await first.next('message', (f) => f.message.message_id === seen.message_id);
    await ackAll(first, woman);
    first.close();
    await first.closed();

    const missed = [];
    for (const text of ['One', 'Two', 'Three']) missed.push(await sendMessage(man, woman, text));
    const back = await ChatSocketClient.connect(url);
    open.push(back);
    back.send({ type: 'auth', token: woman.token, after: seen.message_id });
    await back.next('ready');
    const caughtUp = await back.next('caught_up');
    expect(caughtUp.more).toBe(false);
    const live = await sendMessage(man, woman, 'After the tunnel');
    await back.next('message', (f) => f.message.message_id === live.message_id);
    await settle();
    expect(back.all('message').map((f) => f.message.text)).toEqual([
      'One',
      'Two',
      'Three',
      'After the tunnel',
    ]);
    expect(back.all('message').map((f) => f.message.message_id)).toEqual([
      ...missed.map((m) => m.message_id),
      live.message_id,
    ]);
  });

  it('catches up a message no device received even when a later one was seen', async () => {
    await receivedEverything(woman);
    // Stored, but its process died before publishing it: no live frame ever went out.
    const [orphan] = await ctx.handle.db
      .insert(directMessages)
      .values({ senderId: man.profile.id, receiverId: woman.profile.id, text: 'Stored, never published' })
      .returning();
    const first = await device(woman);
    const later = await sendMessage(man, woman, 'Published');
    await first.next('message', (f) => f.message.message_id === later.message_id);
    first.send({ type: 'ack', message_ids: [later.message_id] });
    // The ack is stored asynchronously; reconnecting before it is would also (rightly) catch up
    // the later message, which this test is not about.
    for (let i = 0; i < 50; i += 1) {
      const [row] = await ctx.handle.db
        .select({ status: directMessages.status })
        .from(directMessages)
        .where(eq(directMessages.id, later.message_id));
      if (row?.status !== 'sent') break;
      await settle(50);
    }
    first.close();
    await first.closed();

    const back = await device(woman, { after: later.message_id });
    expect(back.all('message').map((f) => f.message.message_id)).toEqual([orphan!.id]);
  });

  it('sends nothing from history without `after`', async () => {
    await sendMessage(man, woman, 'History is loaded over REST');
    const client = await device(woman);
    await settle();
    expect(client.all('message')).toEqual([]);
  });
});

describe('groups', () => {
  it('gives a group message to members only, including one who joined while connected', async () => {
    const groupName = `Socket forum ${randomBytes(3).toString('hex')}`;
    await ctx.handle.db.insert(chatGroups).values({ groupName, description: 'For the socket test' });
    await post(man, '/api/friends/join-group', { group_name: groupName, user_id: man.profile.id });
    const [member, joiner, outsider] = await Promise.all([device(man), device(woman), device(stranger)]);
    // Joined after connecting: the socket learns of it through the bus's membership event.
    await post(woman, '/api/friends/join-group', { group_name: groupName, user_id: woman.profile.id });
    await settle(100);

    const res = await post(man, '/api/friends/send-group-message', {
      group_name: groupName,
      user_id: man.profile.id,
      text: 'Welcome to the forum',
      client_id: randomUUID(),
    });
    const { message } = res.json() as { message: { message_id: number } };
    for (const client of [member, joiner]) {
      const frame = await client.next('group_message', (f) => f.message.message_id === message.message_id);
      expect(frame.message).toMatchObject({ group_name: groupName, text: 'Welcome to the forum' });
    }
    await settle();
    expect(outsider.all('group_message')).toEqual([]);

    // Catch-up of group messages after `group_after`, for members only.
    const again = await device(woman, { group_after: message.message_id - 1 });
    expect(again.all('group_message').map((f) => f.message.message_id)).toEqual([message.message_id]);
    const outsiderAgain = await device(stranger, { group_after: 0 });
    expect(outsiderAgain.all('group_message')).toEqual([]);
  });
});
