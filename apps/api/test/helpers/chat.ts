import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { chatGroupMembers, chatGroups, profiles, proposals } from '@rishta/db';
import type { ChatEvent } from '../../src/services/chat-bus/chat-bus';
import { listedPerson, type Person } from './proposals';
import { authHeaders, type TestContext } from './test-app';

// Builders and calls for the chat tests (issue 14). Every id in the chat API is a profile id.

export type { Person };

type Method = 'GET' | 'POST';

/** The /api/friends/* calls as the web makes them, with (or without) a token. */
export function chatApi(ctx: TestContext) {
  const call = (method: Method, url: string, token?: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: authHeaders(token), ...(payload ? { payload } : {}) });
  const query = (params: Record<string, string | number | undefined>) =>
    new URLSearchParams(
      Object.entries(params)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]): [string, string] => [k, String(v)]),
    ).toString();
  return {
    call,
    friends: (token: string | undefined, senderId: number) =>
      call('GET', `/api/friends/friends?${query({ sender_id: senderId })}`, token),
    messages: (token: string | undefined, senderId: number, receiverId: number, before?: number) =>
      call(
        'GET',
        `/api/friends/get-messages?${query({ sender_id: senderId, receiver_id: receiverId, before })}`,
        token,
      ),
    send: (token: string | undefined, body: Record<string, unknown>) =>
      call('POST', '/api/friends/send-message', token, body),
    markRead: (token: string | undefined, body: { sender_id: number; receiver_id: number; up_to: number }) =>
      call('POST', '/api/friends/mark-read', token, body),
    blockStatus: (token: string | undefined, senderId: number, receiverId: number) =>
      call(
        'GET',
        `/api/friends/check-block-status?${query({ sender_id: senderId, receiver_id: receiverId })}`,
        token,
      ),
    block: (token: string | undefined, body: { sender_id: number; receiver_id: number }) =>
      call('POST', '/api/friends/block-user', token, body),
    unblock: (token: string | undefined, body: { sender_id: number; receiver_id: number }) =>
      call('POST', '/api/friends/unblock-user', token, body),
    groups: (token: string | undefined) => call('GET', '/api/friends/available-groups', token),
    verification: (token: string | undefined, userId: number) =>
      call('GET', `/api/friends/check-verification/${userId}`, token),
    join: (token: string | undefined, body: { group_name: string; user_id: number }) =>
      call('POST', '/api/friends/join-group', token, body),
    leave: (token: string | undefined, body: { group_name: string; user_id: number }) =>
      call('POST', '/api/friends/leave-group', token, body),
    groupMessages: (
      token: string | undefined,
      groupName: string,
      params: { timestamp?: string; before?: number } = {},
    ) => {
      const q = query(params);
      return call(
        'GET',
        `/api/friends/getAllMessages/${encodeURIComponent(groupName)}${q ? `?${q}` : ''}`,
        token,
      );
    },
    sendGroup: (token: string | undefined, body: Record<string, unknown>) =>
      call('POST', '/api/friends/send-group-message', token, body),
  };
}

const taken = new WeakMap<TestContext, Person[]>();

/** A listed person not used by an earlier builder call in this test file. */
export async function freshPerson(ctx: TestContext, gender: 'Male' | 'Female'): Promise<Person> {
  const used = taken.get(ctx) ?? [];
  const found = await listedPerson(ctx, gender, used);
  taken.set(ctx, [...used, found]);
  return found;
}

/** The profile id of a person: the chat's id for them. */
export const idOf = (p: Person) => p.profile.id;

/**
 * Two people whose proposal was accepted: friends in chat (DESIGN.md §4). `a` sent the proposal,
 * `b` accepted it. Fresh people each call, so tests do not share conversations.
 */
export async function friendsWithAcceptedProposal(ctx: TestContext): Promise<{ a: Person; b: Person }> {
  const a = await freshPerson(ctx, 'Male');
  const b = await freshPerson(ctx, 'Female');
  await ctx.handle.db.insert(proposals).values({
    slug: randomUUID(),
    senderId: a.profile.id,
    receiverId: b.profile.id,
    status: 'Accepted',
  });
  return { a, b };
}

/** Sends a message that must be stored now (201); returns it. */
export async function sent(ctx: TestContext, from: Person, to: Person, text = 'Assalamu alaikum') {
  const res = await chatApi(ctx).send(from.token, {
    sender_id: idOf(from),
    receiver_id: idOf(to),
    message: text,
    status: 'sent',
    client_id: randomUUID(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().message as { message_id: number; status: string; timestamp: string; text: string };
}

/** A forum group of its own for a test. */
export async function newGroup(ctx: TestContext, name = `Group ${randomUUID().slice(0, 8)}`) {
  const [row] = await ctx.handle.db
    .insert(chatGroups)
    .values({ groupName: name, description: `About ${name}` })
    .returning();
  return row!;
}

/** Sets a person's verification status (an admin's decision, as a builder). */
export async function setVerification(ctx: TestContext, person: Person, status: 'Verified' | 'Not Verified') {
  await ctx.handle.db
    .update(profiles)
    .set({ verificationStatus: status })
    .where(eq(profiles.id, person.profile.id));
}

/** A member of the group (an admin when asked), as the seed or a moderator would make one. */
export async function addMember(
  ctx: TestContext,
  groupId: number,
  person: Person,
  options: { admin?: boolean } = {},
) {
  await ctx.handle.db
    .insert(chatGroupMembers)
    .values({ groupId, profileId: person.profile.id, isAdmin: options.admin ?? false });
}

/** The bus event that hands `frame` to the sockets of `to` (one person or several), as published. */
export const delivered = (to: Person | Person[], frame: Record<string, unknown>) => ({
  kind: 'deliver',
  to: [to].flat().map(idOf),
  frame,
});

/** Records every event published on the app's chat bus from now on. */
export function recordChatBus(ctx: TestContext) {
  const events: ChatEvent[] = [];
  const stop = ctx.app.chatBus.subscribe((event) => events.push(event));
  return {
    events,
    stop,
    /** The in-process bus hands events over asynchronously; let it catch up. */
    settled: async () => {
      await new Promise((resolve) => setImmediate(resolve));
      return events;
    },
    clear: () => events.splice(0, events.length),
  };
}
