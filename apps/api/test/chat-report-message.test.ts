import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  MESSAGE_EVIDENCE_BEFORE,
  MESSAGES,
  type ReportGroup,
  type ReportQueueResponse,
} from '@rishta/domain';
import { auditLog, blocks, chatGroupMessages, deletionRequests } from '@rishta/db';
import {
  addMember,
  chatApi,
  freshPerson,
  friendsWithAcceptedProposal,
  idOf,
  newGroup,
  recordChatBus,
  sent,
  type Person,
} from './helpers/chat';
import { fileReport } from './helpers/reports';
import { signedInStaff, type TestStaff } from './helpers/staff';
import { authHeaders, createTestApp, type TestContext } from './helpers/test-app';

// Issue 32, safety in chat: a received direct message or another member's group message can be
// reported with the messages before it as evidence (and nothing else of the conversation); staff
// see it in the reports queue under the sender and can remove it for everyone.

let ctx: TestContext;
let api: ReturnType<typeof chatApi>;
let staff: TestStaff;

beforeAll(async () => {
  ctx = await createTestApp({ profiles: 40 });
  api = chatApi(ctx);
  staff = await signedInStaff(ctx);
});
afterAll(() => ctx.close());

const report = (who: Person, body: Record<string, unknown>) =>
  api.call('POST', '/api/friends/report-message', who.token, body);

const asMoney = { reason: 'Asking for money', description: 'Wants 5,000 rupees for the visit.' };

async function openGroupOf(profileId: number): Promise<ReportGroup | undefined> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/admin/reports/',
    headers: authHeaders(staff.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as ReportQueueResponse).results.find((group) => group.profile.id === profileId);
}

const handle = (profileId: number, body: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/reports/profiles/${profileId}/handle/`,
    headers: authHeaders(staff.token),
    payload: body,
  });

/** A group with these members, the first its admin, and messages posted in it in turn. */
async function groupWith(members: Person[], posts: [Person, string][]) {
  const group = await newGroup(ctx);
  for (const [i, member] of members.entries()) await addMember(ctx, group.id, member, { admin: i === 0 });
  const ids: number[] = [];
  for (const [from, text] of posts) {
    const res = await api.sendGroup(from.token, {
      group_name: group.groupName,
      user_id: idOf(from),
      text,
      client_id: randomUUID(),
    });
    expect(res.statusCode, res.body).toBe(201);
    ids.push(res.json().message.message_id);
  }
  return { group, ids };
}

describe('reporting a direct message', () => {
  it('keeps the message and the 10 before it, files it under the sender, and blocks in the same step', async () => {
    const { a: him, b: her } = await friendsWithAcceptedProposal(ctx);
    const first = await sent(ctx, him, her, 'The first message, older than the evidence');
    for (let i = 1; i <= 10; i += 1) {
      await (i % 2 ? sent(ctx, him, her, `him ${i}`) : sent(ctx, her, him, `her ${i}`));
    }
    const asking = await sent(ctx, him, her, 'Send 5000 rupees to my UPI first');

    const res = await report(her, { kind: 'direct', message_id: asking.message_id, ...asMoney, block: true });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ status: 'success', blocked: true });
    const blockRows = await ctx.handle.db
      .select()
      .from(blocks)
      .where(and(eq(blocks.blockerId, idOf(her)), eq(blocks.blockedId, idOf(him))));
    expect(blockRows).toHaveLength(1);

    const group = await openGroupOf(idOf(him));
    expect(group?.reports).toHaveLength(1);
    const [filed] = group!.reports;
    expect(filed).toMatchObject({
      reason: 'Asking for money',
      description: asMoney.description,
      evidence_url: null,
      reporter: { full_name: her.profile.fullName },
      status: 'open',
    });
    const evidence = filed!.message!.evidence;
    expect(filed!.message).toMatchObject({ kind: 'direct', group_name: null, removed: false });
    expect(evidence).toHaveLength(MESSAGE_EVIDENCE_BEFORE + 1);
    expect(evidence.map((m) => m.text)).not.toContain('The first message, older than the evidence');
    expect(evidence.map((m) => m.message_id)).not.toContain(first.message_id);
    expect(evidence.at(-1)).toMatchObject({
      message_id: asking.message_id,
      text: 'Send 5000 rupees to my UPI first',
      from: 'reported',
      sender_name: him.profile.fullName,
      reported: true,
    });
    expect(evidence[0]).toMatchObject({ text: 'him 1', from: 'reported', reported: false });
    expect(evidence[1]).toMatchObject({ text: 'her 2', from: 'reporter', sender_name: her.profile.fullName });
  });

  it('refuses what the caller did not receive, and a second report of the same message', async () => {
    const { a: him, b: her } = await friendsWithAcceptedProposal(ctx);
    const stranger = await freshPerson(ctx, 'Female');
    const message = await sent(ctx, him, her, 'Hello');
    const notReportable = { detail: MESSAGES.messageNotReportable, code: 'messageNotReportable' };

    // The sender, a stranger, or a made-up id: the same answer, so nothing leaks.
    for (const [who, id] of [
      [him, message.message_id],
      [stranger, message.message_id],
      [her, message.message_id + 100_000],
    ] as const) {
      const res = await report(who, { kind: 'direct', message_id: id, ...asMoney });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual(notReportable);
    }
    // A direct message is not a group message.
    expect(
      (await report(her, { kind: 'group', message_id: message.message_id, ...asMoney })).statusCode,
    ).toBe(403);
    expect(await openGroupOf(idOf(him))).toBeUndefined();

    const once = await report(her, { kind: 'direct', message_id: message.message_id, ...asMoney });
    expect(once.statusCode, once.body).toBe(201);
    expect(once.json().blocked).toBe(false);
    const twice = await report(her, { kind: 'direct', message_id: message.message_id, ...asMoney });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('messageAlreadyReported');
  });

  it('names the field of a bad report and stores nothing', async () => {
    const { a: him, b: her } = await friendsWithAcceptedProposal(ctx);
    const message = await sent(ctx, him, her, 'Hello');
    const noNote = await report(her, {
      kind: 'direct',
      message_id: message.message_id,
      reason: 'Other (Describe in detail)',
    });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().codes).toEqual({ description: ['required'] });
    const badReason = await report(her, {
      kind: 'direct',
      message_id: message.message_id,
      reason: 'Married',
    });
    expect(badReason.statusCode).toBe(400);
    expect(Object.keys(badReason.json().codes)).toEqual(['reason']);
    expect(await openGroupOf(idOf(him))).toBeUndefined();
    const anonymous = await api.call('POST', '/api/friends/report-message', undefined, {
      kind: 'direct',
      message_id: message.message_id,
      ...asMoney,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('reporting a group message', () => {
  it('lets a member report another member, with the group messages before it; nobody else', async () => {
    const admin = await freshPerson(ctx, 'Male');
    const him = await freshPerson(ctx, 'Male');
    const her = await freshPerson(ctx, 'Female');
    const outsider = await freshPerson(ctx, 'Female');
    const { group, ids } = await groupWith(
      [admin, him, her],
      [
        [admin, 'Welcome, everyone'],
        [her, 'Salaam'],
        [him, 'Give me your number, I will call you'],
      ],
    );
    const reported = ids[2]!;

    expect((await report(outsider, { kind: 'group', message_id: reported, ...asMoney })).statusCode).toBe(
      403,
    );
    expect((await report(him, { kind: 'group', message_id: reported, ...asMoney })).statusCode).toBe(403);
    const res = await report(her, {
      kind: 'group',
      message_id: reported,
      reason: 'Sharing contact details too early',
    });
    expect(res.statusCode, res.body).toBe(201);

    const filed = (await openGroupOf(idOf(him)))!.reports[0]!;
    expect(filed.message).toMatchObject({ kind: 'group', group_name: group.groupName, removed: false });
    expect(filed.message!.evidence.map((m) => [m.from, m.text])).toEqual([
      ['other', 'Welcome, everyone'],
      ['reporter', 'Salaam'],
      ['reported', 'Give me your number, I will call you'],
    ]);
  });
});

describe('a moderator removes a reported message', () => {
  it('removes it for both sides, live, keeps the evidence for staff, and audits it', async () => {
    const { a: him, b: her } = await friendsWithAcceptedProposal(ctx);
    await sent(ctx, her, him, 'Salaam');
    const asking = await sent(ctx, him, her, 'Pay the registration fee to me');
    // She blocks him in the same step; the removal still reaches both sides.
    expect(
      (await report(her, { kind: 'direct', message_id: asking.message_id, ...asMoney, block: true }))
        .statusCode,
    ).toBe(201);

    const bus = recordChatBus(ctx);
    const res = await handle(idOf(him), {
      action: 'remove_message',
      note: 'Asked for money',
      message: 'Asking for money is not allowed here.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const decided = (res.json() as ReportGroup).reports[0]!;
    expect(decided).toMatchObject({ status: 'message_removed', staff_note: 'Asked for money' });
    expect(decided.message).toMatchObject({ removed: true });
    expect(decided.message!.evidence.at(-1)!.text).toBe('Pay the registration fee to me');

    const frame = {
      type: 'message_removed',
      kind: 'direct',
      message_id: asking.message_id,
      group_name: null,
      removed_by: 'moderator',
    };
    expect(await bus.settled()).toContainEqual({ kind: 'deliver', to: [idOf(him), idOf(her)], frame });
    bus.stop();

    // Both sides read a removal where the words were; the words never leave the server again.
    for (const [reader, other] of [
      [her, him],
      [him, her],
    ] as const) {
      const page = await api.messages(reader.token, idOf(reader), idOf(other));
      expect(page.statusCode, page.body).toBe(200);
      const shown = page
        .json()
        .messages.find((m: { message_id: number }) => m.message_id === asking.message_id);
      expect(shown).toMatchObject({ text: '', removed_by: 'moderator' });
      expect(page.body).not.toContain('registration fee');
    }
    const friends = await api.friends(her.token, idOf(her));
    expect(friends.body).not.toContain('registration fee');

    // He reads the warning sent with the removal.
    const notices = await api.call('GET', '/api/profiles/me/notices/', him.token);
    expect(notices.json().results.map((n: { message: string }) => n.message)).toEqual([
      'Asking for money is not allowed here.',
    ]);

    const [audit] = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'report.remove_message'));
    expect(audit).toMatchObject({ actorAccountId: staff.accountId, subject: `profile:${idOf(him)}` });
    expect(audit!.after).toMatchObject({
      removed_messages: { direct: [asking.message_id], group: [] },
      notice_id: expect.any(Number),
    });
    // A removed message cannot be reported again.
    expect(
      (await report(her, { kind: 'direct', message_id: asking.message_id, ...asMoney })).statusCode,
    ).toBe(403);
  });

  it('removes a group message for every member', async () => {
    const admin = await freshPerson(ctx, 'Male');
    const him = await freshPerson(ctx, 'Male');
    const her = await freshPerson(ctx, 'Female');
    const { group, ids } = await groupWith(
      [admin, him, her],
      [
        [admin, 'Welcome'],
        [him, 'Send money for the rishta fee'],
      ],
    );
    expect((await report(her, { kind: 'group', message_id: ids[1], ...asMoney })).statusCode).toBe(201);
    expect((await handle(idOf(him), { action: 'remove_message', note: 'Fraud' })).statusCode).toBe(200);
    const [row] = await ctx.handle.db
      .select()
      .from(chatGroupMessages)
      .where(eq(chatGroupMessages.id, ids[1]!));
    expect(row).toMatchObject({ text: '', removedBy: 'moderator' });
    const read = await api.groupMessages(admin.token, group.groupName);
    expect(
      read.json().messages.map((m: { text: string; removed_by: string | null }) => [m.text, m.removed_by]),
    ).toEqual([
      ['Welcome', null],
      ['', 'moderator'],
    ]);
  });

  it('refuses remove_message for profile reports alone; a message report does not stop a profile report', async () => {
    const { a: him, b: her } = await friendsWithAcceptedProposal(ctx);
    const message = await sent(ctx, him, her, 'Hello');
    expect(
      (await report(her, { kind: 'direct', message_id: message.message_id, ...asMoney })).statusCode,
    ).toBe(201);
    // Her profile report about him is still taken (the one-report-per-profile rule is for profiles).
    await fileReport(ctx, her, him);
    expect((await openGroupOf(idOf(him)))!.reports.map((r) => r.message === null)).toEqual([false, true]);
    expect((await handle(idOf(him), { action: 'dismiss', note: 'Fine' })).statusCode).toBe(200);

    const other = await freshPerson(ctx, 'Male');
    await fileReport(ctx, her, other);
    const res = await handle(idOf(other), { action: 'remove_message', note: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().codes).toEqual({ action: ['noReportedMessage'] });
  });
});

describe('erasing a person who is in someone else’s evidence', () => {
  it('empties their lines in the copy, keeps the others and the report', async () => {
    const reporter = await freshPerson(ctx, 'Female');
    const host = await freshPerson(ctx, 'Male');
    const bystander = await freshPerson(ctx, 'Female');
    const { ids } = await groupWith(
      [host, bystander, reporter],
      [
        [bystander, 'I am Farah from Pune, my number is in my bio'],
        [host, 'Pay the joining fee to me'],
      ],
    );
    expect((await report(reporter, { kind: 'group', message_id: ids[1], ...asMoney })).statusCode).toBe(201);

    // The bystander asks to be deleted, and a moderator carries it out.
    const [request] = await ctx.handle.db
      .insert(deletionRequests)
      .values({ profileId: idOf(bystander), reason: 'Marriage fixed' })
      .returning();
    const erased = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/deletions/${request!.id}/carry-out/`,
      headers: authHeaders(staff.token),
    });
    expect(erased.statusCode, erased.body).toBe(200);

    const filed = (await openGroupOf(idOf(host)))!.reports[0]!;
    expect(filed.message!.evidence.map((m) => [m.from, m.sender_name, m.text])).toEqual([
      ['other', '', ''],
      ['reported', host.profile.fullName, 'Pay the joining fee to me'],
    ]);
  });
});
