import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHAT_SENDS_PER_MINUTE, MESSAGES } from '@rishta/domain';
import {
  addMember,
  chatApi,
  friendsWithAcceptedProposal,
  idOf,
  newGroup,
  setVerification,
} from './helpers/chat';
import { createTestApp, type TestContext } from './helpers/test-app';

// Issue 14: about 30 sends a minute per sender, friends and groups together, then 429 with a
// message of its own. The clock is frozen (Date only), so the minute's window is exact.

let ctx: TestContext;
let api: ReturnType<typeof chatApi>;

beforeAll(async () => {
  ctx = await createTestApp({ profiles: 10 });
  api = chatApi(ctx);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-06-01T06:00:00.000Z'));
});
afterAll(async () => {
  vi.useRealTimers();
  await ctx.close();
});

describe('the chat send limit', () => {
  it('refuses the 31st send in a minute, friends and group together, with chatTooFast; others unaffected', async () => {
    expect(CHAT_SENDS_PER_MINUTE).toBe(30);
    const { a, b } = await friendsWithAcceptedProposal(ctx);
    const group = await newGroup(ctx);
    await setVerification(ctx, a, 'Verified');
    await addMember(ctx, group.id, a);

    const direct = (text: string) =>
      api.send(a.token, { sender_id: idOf(a), receiver_id: idOf(b), message: text, client_id: randomUUID() });
    const inGroup = (text: string) =>
      api.sendGroup(a.token, {
        group_name: group.groupName,
        user_id: idOf(a),
        text,
        client_id: randomUUID(),
      });

    for (let i = 0; i < CHAT_SENDS_PER_MINUTE; i++) {
      const res = await (i % 2 === 0 ? direct(`d${i}`) : inGroup(`g${i}`));
      expect(res.statusCode, `send ${i + 1}: ${res.body}`).toBe(201);
    }
    for (const res of [await direct('one too many'), await inGroup('one too many')]) {
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ detail: MESSAGES.chatTooFast, code: 'chatTooFast' });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another sender has a count of their own.
    const reply = await api.send(b.token, { sender_id: idOf(b), receiver_id: idOf(a), message: 'fine' });
    expect(reply.statusCode).toBe(201);

    // A minute later the sender may go on.
    vi.setSystemTime(new Date('2025-06-01T06:01:01.000Z'));
    expect((await direct('again')).statusCode).toBe(201);
  });
});
