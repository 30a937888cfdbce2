import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  CONTACT_SHARING_FLAG,
  CONTACT_SHARING_FLAG_GROUPS,
  MESSAGES,
  type ChatGroup,
  type StaffGroupDetail,
} from '@rishta/domain';
import { accountFlags, auditLog, chatGroupMessages, chatGroupRestrictions } from '@rishta/db';
import {
  addMember,
  chatApi,
  freshPerson,
  idOf,
  newGroup,
  recordChatBus,
  setVerification,
  type Person,
} from './helpers/chat';
import { signedInStaff, type TestStaff } from './helpers/staff';
import { authHeaders, createTestApp, type TestContext } from './helpers/test-app';

// Issue 32, group forum moderation: staff mute a member for a time or ban them with the reason
// the member reads, name group admins, remove messages and close groups; a group admin removes
// messages in their own group only. Every action is audited.

let ctx: TestContext;
let api: ReturnType<typeof chatApi>;
let moderator: TestStaff;
let admin: TestStaff;

beforeAll(async () => {
  ctx = await createTestApp({ profiles: 30 });
  api = chatApi(ctx);
  moderator = await signedInStaff(ctx);
  admin = await signedInStaff(ctx, 'admin');
});
afterAll(() => ctx.close());

const staffCall = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = moderator.token) =>
  ctx.app.inject({ method, url, headers: authHeaders(token), ...(payload ? { payload } : {}) });

/** A group with a verified admin and a verified member, each of whom posted once. */
async function groupScene() {
  const group = await newGroup(ctx);
  const host = await freshPerson(ctx, 'Female');
  const member = await freshPerson(ctx, 'Male');
  for (const [person, isAdmin] of [
    [host, true],
    [member, false],
  ] as const) {
    await setVerification(ctx, person, 'Verified');
    await addMember(ctx, group.id, person, { admin: isAdmin });
  }
  const post = async (who: Person, text: string) => {
    const res = await api.sendGroup(who.token, {
      group_name: group.groupName,
      user_id: idOf(who),
      text,
      client_id: randomUUID(),
    });
    return res;
  };
  const welcome = (await post(host, 'Welcome, everyone')).json().message.message_id as number;
  const spam = (await post(member, 'Join my paid rishta service, fees in my bio')).json().message
    .message_id as number;
  return { group, host, member, post, welcome, spam };
}

const myGroup = async (who: Person, name: string) =>
  ((await api.groups(who.token)).json().groups as ChatGroup[]).find((g) => g.group_name === name);

describe('mute and ban', () => {
  it('mutes a member for days with the reason they read; they cannot post until it ends', async () => {
    const { group, member, post } = await groupScene();
    const REASON = 'Sharing phone numbers in the group is not allowed.';
    const res = await staffCall('POST', `/api/admin/groups/${group.id}/members/${idOf(member)}/restrict`, {
      kind: 'mute',
      days: 3,
      reason: REASON,
      note: 'Phone number in the group.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ kind: 'mute', reason: REASON });

    // The member is told why, in the group's own entry; the post is refused.
    const mine = await myGroup(member, group.groupName);
    expect(mine).toMatchObject({ is_member: true, my_restriction: { kind: 'mute', reason: REASON } });
    const until = Date.parse(mine!.my_restriction!.until!);
    expect(until - ctx.app.clock().getTime()).toBeGreaterThan(2.9 * 24 * 3600_000);
    const refused = await post(member, 'Hello?');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'mutedInGroup', detail: MESSAGES.mutedInGroup });
    // Still a member: they read the group.
    expect((await api.groupMessages(member.token, group.groupName)).statusCode).toBe(200);

    // Once its end has passed (by the app's clock) the mute is over; sessions here last an hour,
    // so the end is moved rather than the clock.
    await ctx.handle.db
      .update(chatGroupRestrictions)
      .set({ until: new Date(ctx.app.clock().getTime() - 1000) })
      .where(eq(chatGroupRestrictions.profileId, idOf(member)));
    expect((await myGroup(member, group.groupName))!.my_restriction).toBeNull();
    expect((await post(member, 'Salaam again')).statusCode).toBe(201);

    const [audit] = await ctx.handle.db.select().from(auditLog).where(eq(auditLog.action, 'group.mute'));
    expect(audit).toMatchObject({
      actorAccountId: moderator.accountId,
      subject: `chat_group:${group.id}`,
      reason: 'Phone number in the group.',
    });
  });

  it('a mute needs its length; every restriction needs the reason and a staff note', async () => {
    const { group, member } = await groupScene();
    const res = await staffCall('POST', `/api/admin/groups/${group.id}/members/${idOf(member)}/restrict`, {
      kind: 'mute',
      reason: '',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().codes).sort()).toEqual(['days', 'note', 'reason']);
  });

  it('bans a member: out of the group, told why, cannot join again until lifted', async () => {
    const { group, member } = await groupScene();
    const bus = recordChatBus(ctx);
    const REASON = 'You asked members for money.';
    const res = await staffCall('POST', `/api/admin/groups/${group.id}/members/${idOf(member)}/restrict`, {
      kind: 'ban',
      reason: REASON,
      note: 'Money requests, three reports.',
    });
    expect(res.statusCode, res.body).toBe(200);
    await bus.settled();
    expect(bus.events).toContainEqual({
      kind: 'membership',
      profileId: idOf(member),
      groupId: group.id,
      member: false,
    });
    bus.stop();

    expect((await api.groupMessages(member.token, group.groupName)).statusCode).toBe(403);
    const join = await api.join(member.token, { group_name: group.groupName, user_id: idOf(member) });
    expect(join.statusCode).toBe(403);
    expect(join.json()).toMatchObject({ code: 'bannedFromGroup' });
    expect(await myGroup(member, group.groupName)).toMatchObject({
      is_member: false,
      my_restriction: { kind: 'ban', reason: REASON, until: null },
    });

    // Staff still see the banned person beside the members, with the ban.
    const detail = (await staffCall('GET', `/api/admin/groups/${group.id}`)).json() as StaffGroupDetail;
    expect(detail.members.find((m) => m.profile_id === idOf(member))).toMatchObject({
      is_member: false,
      restriction: { kind: 'ban', reason: REASON },
    });

    const lifted = await staffCall('POST', `/api/admin/groups/${group.id}/members/${idOf(member)}/lift`, {
      note: 'Apologised.',
    });
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(
      (await api.join(member.token, { group_name: group.groupName, user_id: idOf(member) })).statusCode,
    ).toBe(200);
    // Nothing left to lift.
    expect(
      (
        await staffCall('POST', `/api/admin/groups/${group.id}/members/${idOf(member)}/lift`, {
          note: 'Again',
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('group admins and removing messages', () => {
  it('names a member a group admin and takes it back; only members can be admins', async () => {
    const { group, member } = await groupScene();
    const outsider = await freshPerson(ctx, 'Female');
    const named = await staffCall('POST', `/api/admin/groups/${group.id}/members/${idOf(member)}/admin`, {
      is_admin: true,
      note: 'Helps in the group.',
    });
    expect(named.statusCode, named.body).toBe(200);
    const detail = named.json() as StaffGroupDetail;
    expect(detail.members.find((m) => m.profile_id === idOf(member))).toMatchObject({ is_admin: true });
    expect(detail.group.admin_count).toBe(2);
    expect(
      (
        await staffCall('POST', `/api/admin/groups/${group.id}/members/${idOf(outsider)}/admin`, {
          is_admin: true,
          note: 'x',
        })
      ).json(),
    ).toMatchObject({ codes: { profile_id: ['notInGroup'] } });
  });

  it('a moderator removes a message for everyone; members see it removed, live', async () => {
    const { group, host, spam } = await groupScene();
    const bus = recordChatBus(ctx);
    const res = await staffCall('POST', `/api/admin/groups/${group.id}/messages/${spam}/remove`, {
      note: 'Phone number.',
    });
    expect(res.statusCode, res.body).toBe(200);
    await bus.settled();
    expect(bus.events).toContainEqual({
      kind: 'group',
      groupId: group.id,
      frame: {
        type: 'message_removed',
        kind: 'group',
        message_id: spam,
        group_name: group.groupName,
        removed_by: 'moderator',
      },
    });
    bus.stop();
    const read = (await api.groupMessages(host.token, group.groupName)).json().messages as {
      text: string;
      removed_by: string | null;
    }[];
    expect(read.map((m) => [m.text, m.removed_by])).toEqual([
      ['Welcome, everyone', null],
      ['', 'moderator'],
    ]);
    // Already removed: nothing to remove.
    expect(
      (await staffCall('POST', `/api/admin/groups/${group.id}/messages/${spam}/remove`, { note: 'x' }))
        .statusCode,
    ).toBe(404);
  });

  it('a group admin removes messages in their own group only, audited with their account', async () => {
    const first = await groupScene();
    const second = await groupScene();
    const remove = (who: Person, id: number) =>
      api.call('POST', '/api/friends/remove-group-message', who.token, { message_id: id });

    // A plain member cannot; an admin of another group cannot.
    expect((await remove(first.member, first.welcome)).json()).toMatchObject({ code: 'notGroupAdmin' });
    expect((await remove(second.host, first.spam)).statusCode).toBe(403);

    const res = await remove(first.host, first.spam);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await ctx.handle.db
      .select()
      .from(chatGroupMessages)
      .where(eq(chatGroupMessages.id, first.spam));
    expect(row).toMatchObject({ text: '', removedBy: 'group_admin' });
    const [audit] = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'group.message_removed_by_group_admin'));
    expect(audit).toMatchObject({
      actorAccountId: first.host.profile.accountId,
      subject: `chat_group:${first.group.id}`,
    });
  });
});

describe('groups as content: add, rename, close', () => {
  it('an admin adds a group, renames it, and closes it: off the list for others, read-only for members', async () => {
    const created = await staffCall(
      'POST',
      '/api/admin/content/chat-groups',
      { group_name: 'Pune families', description: 'For families in Pune.', translations: {} },
      admin.token,
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const taken = await staffCall(
      'POST',
      '/api/admin/content/chat-groups',
      { group_name: 'Pune families', description: 'Again', translations: {} },
      admin.token,
    );
    expect(taken.statusCode).toBe(409);

    const member = await freshPerson(ctx, 'Female');
    const stranger = await freshPerson(ctx, 'Male');
    await setVerification(ctx, member, 'Verified');
    expect(
      (await api.join(member.token, { group_name: 'Pune families', user_id: idOf(member) })).statusCode,
    ).toBe(200);

    const renamed = await staffCall(
      'PUT',
      `/api/admin/content/chat-groups/${id}`,
      { group_name: 'Pune', description: 'For families in Pune.', archived: true, translations: {} },
      admin.token,
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ group_name: 'Pune', archived: true });

    expect(await myGroup(stranger, 'Pune')).toBeUndefined();
    expect(await myGroup(member, 'Pune')).toMatchObject({ archived: true, is_member: true });
    expect((await api.groupMessages(member.token, 'Pune')).statusCode).toBe(200);
    const post = await api.sendGroup(member.token, {
      group_name: 'Pune',
      user_id: idOf(member),
      text: 'Hello',
      client_id: randomUUID(),
    });
    expect(post.json()).toMatchObject({ code: 'groupArchived' });
    // Moderators cannot add groups: that is an admin's content.
    expect(
      (
        await staffCall('POST', '/api/admin/content/chat-groups', {
          group_name: 'Nagpur',
          description: 'x',
          translations: {},
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('the early-contact guard in groups', () => {
  it('asks before a number goes to a group; confirmed, it is sent; in many groups the account is flagged', async () => {
    const sharer = await freshPerson(ctx, 'Male');
    await setVerification(ctx, sharer, 'Verified');
    const send = (groupName: string, text: string, confirmed?: boolean) =>
      api.sendGroup(sharer.token, {
        group_name: groupName,
        user_id: idOf(sharer),
        text,
        client_id: randomUUID(),
        ...(confirmed === undefined ? {} : { confirmed_contact: confirmed }),
      });
    const flags = () =>
      ctx.handle.db.select().from(accountFlags).where(eq(accountFlags.accountId, sharer.profile.accountId));

    for (let i = 0; i < CONTACT_SHARING_FLAG_GROUPS; i += 1) {
      const group = await newGroup(ctx);
      await addMember(ctx, group.id, sharer);
      const warned = await send(group.groupName, 'WhatsApp me on +91 98765 43210');
      expect(warned.statusCode).toBe(422);
      expect(warned.json()).toMatchObject({
        code: 'contactDetailsEarly',
        detail: MESSAGES.contactDetailsEarly,
      });
      // A message without contact details needs no confirmation.
      expect((await send(group.groupName, 'Assalamu alaikum')).statusCode).toBe(201);
      if (i < CONTACT_SHARING_FLAG_GROUPS - 1) expect(await flags()).toEqual([]);
      expect((await send(group.groupName, 'WhatsApp me on +91 98765 43210', true)).statusCode).toBe(201);
    }
    expect((await flags()).map((f) => f.reason)).toEqual([CONTACT_SHARING_FLAG]);
  });
});
