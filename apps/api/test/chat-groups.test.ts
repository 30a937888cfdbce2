import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CHAT_PAGE_SIZE, MESSAGES } from '@rishta/domain';
import { chatGroupMembers, chatGroupMessages } from '@rishta/db';
import {
  addMember,
  chatApi,
  freshPerson,
  idOf,
  newGroup,
  setVerification,
  type Person,
} from './helpers/chat';
import { createTestApp, type TestContext } from './helpers/test-app';

// Issue 14 / SPEC.md §6: the group forum. Joining needs Verified; reading and posting need
// membership; leaving is a server call; admins' messages are marked.

let ctx: TestContext;
let api: ReturnType<typeof chatApi>;

beforeAll(async () => {
  ctx = await createTestApp({ profiles: 30 });
  api = chatApi(ctx);
});
afterAll(() => ctx.close());

async function verifiedPerson(gender: 'Male' | 'Female' = 'Male'): Promise<Person> {
  const p = await freshPerson(ctx, gender);
  await setVerification(ctx, p, 'Verified');
  return p;
}

const postOk = async (p: Person, groupName: string, text: string, status = 201) => {
  const res = await api.sendGroup(p.token, {
    group_name: groupName,
    user_id: idOf(p),
    text,
    client_id: randomUUID(),
  });
  expect(res.statusCode, res.body).toBe(status);
  return res.json().message;
};

/** `texts` posted in `group` by `member`, the first at `base` (ms) and each `stepMs` later. */
const postInGroup = (
  group: { id: number },
  member: Parameters<typeof idOf>[0] & { profile: { fullName: string } },
  texts: string[],
  base: number,
  stepMs: number,
) =>
  ctx.handle.db.insert(chatGroupMessages).values(
    texts.map((text, i) => ({
      groupId: group.id,
      senderId: idOf(member),
      senderName: member.profile.fullName,
      text,
      createdAt: new Date(base + i * stepMs),
    })),
  );

describe('available-groups and check-verification', () => {
  it('lists groups by name with admins, size and the caller’s membership', async () => {
    const zeta = await newGroup(ctx, 'Zeta Circle');
    const alpha = await newGroup(ctx, 'Alpha Circle');
    const admin = await verifiedPerson();
    const me = await verifiedPerson('Female');
    await addMember(ctx, alpha.id, admin, { admin: true });
    await addMember(ctx, alpha.id, me);
    const res = await api.groups(me.token);
    expect(res.statusCode, res.body).toBe(200);
    const groups = res.json().groups as { group_name: string }[];
    const names = groups.map((g) => g.group_name);
    expect(names.indexOf('Alpha Circle')).toBeLessThan(names.indexOf('Zeta Circle'));
    expect(groups.find((g) => g.group_name === 'Alpha Circle')).toEqual({
      group_name: 'Alpha Circle',
      // Without ?lang= (or with one it has no text in), the group's own English texts.
      display_name: 'Alpha Circle',
      description: 'About Alpha Circle',
      admins: [{ user_id: idOf(admin) }],
      member_count: 2,
      is_member: true,
      archived: false,
      my_restriction: null,
    });
    expect(groups.find((g) => g.group_name === zeta.groupName)).toMatchObject({
      member_count: 0,
      is_member: false,
    });
  });

  it("answers the caller's own verification status and refuses anyone else's", async () => {
    const me = await freshPerson(ctx, 'Male');
    await setVerification(ctx, me, 'Not Verified');
    expect((await api.verification(me.token, idOf(me))).json()).toEqual({
      verification_status: 'Not Verified',
    });
    const other = await verifiedPerson();
    const res = await api.verification(me.token, idOf(other));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('chatNotYourId');
  });
});

describe('join-group and leave-group', () => {
  it("joins a Verified user ('Successfully joined the group!', again when already in) and leaves on the server", async () => {
    const group = await newGroup(ctx);
    const me = await verifiedPerson();
    const body = { group_name: group.groupName, user_id: idOf(me) };
    for (let i = 0; i < 2; i++) {
      const res = await api.join(me.token, body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ status: 'success', message: MESSAGES.joinedGroup });
    }
    const members = () =>
      ctx.handle.db.select().from(chatGroupMembers).where(eq(chatGroupMembers.groupId, group.id));
    expect(await members()).toHaveLength(1);
    expect((await api.groupMessages(me.token, group.groupName)).statusCode).toBe(200);

    const leave = await api.leave(me.token, body);
    expect(leave.statusCode, leave.body).toBe(200);
    expect(leave.json()).toEqual({ status: 'success', message: MESSAGES.leftGroup });
    expect(await members()).toHaveLength(0);
    // Gone for real: the messages are closed to them again.
    expect((await api.groupMessages(me.token, group.groupName)).json().code).toBe('joinGroupToSee');
    // Leaving a group one is not in is still a success.
    expect((await api.leave(me.token, body)).statusCode).toBe(200);
  });

  it("refuses a user who is not Verified with the spec's message", async () => {
    const group = await newGroup(ctx);
    const me = await freshPerson(ctx, 'Female');
    for (const status of ['Not Verified', 'In Process', 'Rejected'] as const) {
      await setVerification(ctx, me, status as 'Not Verified');
      const res = await api.join(me.token, { group_name: group.groupName, user_id: idOf(me) });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: MESSAGES.notVerifiedForGroup, code: 'notVerifiedForGroup' });
    }
  });

  it('answers 404 groupNotFound for a group that does not exist, and refuses joining as someone else', async () => {
    const me = await verifiedPerson();
    for (const res of [
      await api.join(me.token, { group_name: 'No Such Group', user_id: idOf(me) }),
      await api.leave(me.token, { group_name: 'No Such Group', user_id: idOf(me) }),
      await api.groupMessages(me.token, 'No Such Group'),
      await api.sendGroup(me.token, { group_name: 'No Such Group', user_id: idOf(me), text: 'hi' }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: MESSAGES.groupNotFound, code: 'groupNotFound' });
    }
    const group = await newGroup(ctx);
    const other = await verifiedPerson();
    const res = await api.join(me.token, { group_name: group.groupName, user_id: idOf(other) });
    expect(res.json().code).toBe('chatNotYourId');
    expect(
      await ctx.handle.db.select().from(chatGroupMembers).where(eq(chatGroupMembers.groupId, group.id)),
    ).toEqual([]);
  });
});

describe('group messages', () => {
  it("are members' only: reading and posting need membership, with the spec's message", async () => {
    const group = await newGroup(ctx);
    const member = await verifiedPerson();
    await addMember(ctx, group.id, member);
    await postOk(member, group.groupName, 'members only');
    const outsider = await verifiedPerson('Female');
    const read = await api.groupMessages(outsider.token, group.groupName);
    expect(read.statusCode).toBe(403);
    expect(read.json()).toEqual({ detail: MESSAGES.joinGroupToSee, code: 'joinGroupToSee' });
    expect(read.body).not.toContain('members only');
    const post = await api.sendGroup(outsider.token, {
      group_name: group.groupName,
      user_id: idOf(outsider),
      text: 'x',
    });
    expect(post.statusCode).toBe(403);
    expect(post.json().code).toBe('joinGroupToSee');
    // Posting as a member by their id is refused too.
    const forged = await api.sendGroup(outsider.token, {
      group_name: group.groupName,
      user_id: idOf(member),
      text: 'x',
    });
    expect(forged.json().code).toBe('chatNotYourId');
  });

  it("take the profile's own name, mark an admin's message, and trim the text", async () => {
    const group = await newGroup(ctx, 'Parents’ Corner test');
    const admin = await verifiedPerson('Female');
    const member = await verifiedPerson();
    await addMember(ctx, group.id, admin, { admin: true });
    await addMember(ctx, group.id, member);
    const fromAdmin = await postOk(admin, group.groupName, '  Welcome!  ');
    const res = await api.sendGroup(member.token, {
      group_name: group.groupName,
      user_id: idOf(member),
      sender_name: 'Somebody Else',
      text: 'Thank you',
    });
    expect(res.statusCode).toBe(201);
    expect(fromAdmin).toMatchObject({
      group_name: group.groupName,
      sender_id: idOf(admin),
      sender_name: admin.profile.fullName,
      text: 'Welcome!',
      is_admin: true,
    });
    expect(res.json().message).toMatchObject({ sender_name: member.profile.fullName, is_admin: false });
    const page = (await api.groupMessages(member.token, group.groupName)).json();
    expect(page.messages.map((m: { text: string; is_admin: boolean }) => [m.text, m.is_admin])).toEqual([
      ['Welcome!', true],
      ['Thank you', false],
    ]);
  });

  it('refuse empty, blank and over-long text', async () => {
    const group = await newGroup(ctx);
    const member = await verifiedPerson();
    await addMember(ctx, group.id, member);
    for (const text of ['', '  ', 'x'.repeat(2001)]) {
      const res = await api.sendGroup(member.token, {
        group_name: group.groupName,
        user_id: idOf(member),
        text,
      });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json())).toContain('text');
    }
    expect(
      await ctx.handle.db.select().from(chatGroupMessages).where(eq(chatGroupMessages.groupId, group.id)),
    ).toEqual([]);
  });

  it('answer a retry with the same client id with the stored message (200), once', async () => {
    const group = await newGroup(ctx);
    const member = await verifiedPerson();
    await addMember(ctx, group.id, member);
    const body = {
      group_name: group.groupName,
      user_id: idOf(member),
      text: 'Once',
      client_id: randomUUID(),
    };
    const first = await api.sendGroup(member.token, body);
    const again = await api.sendGroup(member.token, body);
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().message).toEqual(first.json().message);
    expect(
      await ctx.handle.db.select().from(chatGroupMessages).where(eq(chatGroupMessages.groupId, group.id)),
    ).toHaveLength(1);
  });

  it('page backwards by 50 with has_more, and poll with timestamp for what came after', async () => {
    const group = await newGroup(ctx);
    const member = await verifiedPerson();
    await addMember(ctx, group.id, member);
    const base = Date.parse('2025-05-01T10:00:00.000Z');
    await postInGroup(
      group,
      member,
      Array.from({ length: CHAT_PAGE_SIZE + 3 }, (_, i) => `m${i}`),
      base,
      1000,
    );
    const newest = (await api.groupMessages(member.token, group.groupName)).json();
    expect(newest.has_more).toBe(true);
    expect(newest.messages).toHaveLength(CHAT_PAGE_SIZE);
    expect(newest.messages[0].text).toBe('m3');
    expect(newest.messages.at(-1).text).toBe(`m${CHAT_PAGE_SIZE + 2}`);
    const older = (
      await api.groupMessages(member.token, group.groupName, { before: newest.messages[0].message_id })
    ).json();
    expect(older).toMatchObject({ has_more: false });
    expect(older.messages.map((m: { text: string }) => m.text)).toEqual(['m0', 'm1', 'm2']);

    const since = new Date(base + (CHAT_PAGE_SIZE + 0.5) * 1000).toISOString();
    const poll = (await api.groupMessages(member.token, group.groupName, { timestamp: since })).json();
    expect(poll.messages.map((m: { text: string }) => m.text)).toEqual([
      `m${CHAT_PAGE_SIZE + 1}`,
      `m${CHAT_PAGE_SIZE + 2}`,
    ]);
    expect(poll.has_more).toBe(false);
    const bad = await api.groupMessages(member.token, group.groupName, { timestamp: 'yesterday' });
    expect(bad.statusCode).toBe(400);
  });

  it("answers the spec's literal ?timestamp= forms: empty, ISO, epoch milliseconds and seconds", async () => {
    const group = await newGroup(ctx);
    const member = await verifiedPerson();
    await addMember(ctx, group.id, member);
    const base = Date.parse('2025-05-01T10:00:00.000Z');
    await postInGroup(group, member, ['early', 'late'], base, 60_000);
    const texts = async (timestamp: string) => {
      const res = await api.groupMessages(member.token, group.groupName, { timestamp });
      expect(res.statusCode, timestamp).toBe(200);
      return res.json().messages.map((m: { text: string }) => m.text);
    };
    const between = base + 30_000;
    // Empty: no poll, the newest page, as without the parameter.
    expect(await texts('')).toEqual(['early', 'late']);
    expect(await texts(new Date(between).toISOString())).toEqual(['late']);
    expect(await texts('2025-05-01T15:30:30+05:30')).toEqual(['late']);
    expect(await texts(String(between))).toEqual(['late']);
    expect(await texts(String(Math.floor(between / 1000)))).toEqual(['late']);
    // A time without a zone names no instant.
    const local = await api.groupMessages(member.token, group.groupName, {
      timestamp: '2025-05-01T10:00:30',
    });
    expect(local.statusCode).toBe(400);
    expect(JSON.stringify(local.json())).toContain('timestamp');
  });
});
