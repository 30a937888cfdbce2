import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatMessage, MESSAGES, REASON_MAX } from '@rishta/domain';
import { profiles, proposals } from '@rishta/db';
import { createTestApp, type TestContext } from './helpers/test-app';
import { WITHIN_HOURS } from './helpers/contact-hours';
import { listedPerson, personByUsername, proposalApi, sendOk, type Person } from './helpers/proposals';

let ctx: TestContext;
let api: ReturnType<typeof proposalApi>;
let man: Person;
let woman: Person;
let stranger: Person; // a third person, neither side

const statusOf = async (id: number) =>
  (await ctx.handle.db.select().from(proposals).where(eq(proposals.id, id)))[0]!;

beforeAll(async () => {
  ctx = await createTestApp({ profiles: 8 });
  api = proposalApi(ctx);
  man = await personByUsername(ctx, '9000000001');
  woman = await personByUsername(ctx, '9000000002');
  stranger = await listedPerson(ctx, 'Female', [woman]);
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await api.setClock(WITHIN_HOURS);
  await ctx.handle.db.delete(proposals);
});

describe('PATCH /api/profiles/proposal-update/{id}/', () => {
  it('needs a token', async () => {
    const { proposal } = await sendOk(ctx, man, woman);
    const res = await api.answer(proposal.id, { status: 'Accepted' });
    expect(res.statusCode).toBe(401);
    expect((await statusOf(proposal.id)).status).toBe('Sent');
  });

  it('lets the receiver accept, once', async () => {
    const { proposal } = await sendOk(ctx, man, woman);
    const res = await api.answer(proposal.id, { status: 'Accepted' }, woman.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: MESSAGES.proposalAccepted,
      proposal: { id: proposal.id, status: 'Accepted', message: null },
    });
    expect((await statusOf(proposal.id)).status).toBe('Accepted');

    for (const body of [{ status: 'Accepted' }, { status: 'Rejected', message: 'Changed my mind' }]) {
      const again = await api.answer(proposal.id, body, woman.token);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        detail: MESSAGES.proposalAlreadyAnswered,
        code: 'proposalAlreadyAnswered',
      });
    }
    expect((await statusOf(proposal.id)).status).toBe('Accepted');
  });

  it('lets the receiver reject with a reason, which the sender then reads in the sent list', async () => {
    const { proposal } = await sendOk(ctx, man, woman);
    const res = await api.answer(
      proposal.id,
      { status: 'Rejected', message: '  Family prefers another city  ' },
      woman.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: MESSAGES.proposalRejected,
      proposal: { status: 'Rejected', message: 'Family prefers another city' },
    });
    const sent = (await api.list('sent', man.token)).json();
    expect(sent.results).toHaveLength(1);
    expect(sent.results[0]).toMatchObject({
      id: proposal.id,
      status: 'Rejected',
      message: 'Family prefers another city',
      profile: { id: woman.profile.id },
    });
    const accept = await api.answer(proposal.id, { status: 'Accepted' }, woman.token);
    expect(accept.statusCode).toBe(409);
    expect((await statusOf(proposal.id)).status).toBe('Rejected');
  });

  it('refuses a rejection without a valid reason, naming the field, and changes nothing', async () => {
    const { proposal } = await sendOk(ctx, man, woman);
    for (const body of [
      { status: 'Rejected' },
      { status: 'Rejected', message: '' },
      { status: 'Rejected', message: '   ' },
    ]) {
      const res = await api.answer(proposal.id, body, woman.token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: [MESSAGES.reasonRequired],
        codes: { message: ['reasonRequired'] },
      });
    }
    const long = await api.answer(
      proposal.id,
      { status: 'Rejected', message: 'x'.repeat(REASON_MAX + 1) },
      woman.token,
    );
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({
      message: [formatMessage.maxLength(REASON_MAX)],
      codes: { message: ['maxLength'] },
      params: { message: [{ n: REASON_MAX }] },
    });
    expect((await statusOf(proposal.id)).status).toBe('Sent');
  });

  it('allows no other transition', async () => {
    const { proposal } = await sendOk(ctx, man, woman);
    for (const status of ['Opened', 'Sent', 'Maybe']) {
      const res = await api.answer(proposal.id, { status }, woman.token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('status');
    }
    expect((await statusOf(proposal.id)).status).toBe('Sent');
  });

  it('does not let the sender accept or reject their own proposal', async () => {
    const { proposal } = await sendOk(ctx, man, woman);
    for (const body of [{ status: 'Accepted' }, { status: 'Rejected', message: 'Withdrawn' }]) {
      const res = await api.answer(proposal.id, body, man.token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: MESSAGES.proposalOnlyReceiver, code: 'proposalOnlyReceiver' });
    }
    expect((await statusOf(proposal.id)).status).toBe('Sent');
  });

  it('answers a third person as if the proposal did not exist', async () => {
    const { proposal } = await sendOk(ctx, man, woman);
    const theirs = await api.answer(proposal.id, { status: 'Accepted' }, stranger.token);
    const missing = await api.answer(proposal.id + 1000, { status: 'Accepted' }, stranger.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(missing.json());
    expect((await statusOf(proposal.id)).status).toBe('Sent');
  });

  it('answers an Opened proposal', async () => {
    const { proposal } = await sendOk(ctx, man, woman);
    await api.detail(man.profile.slug, woman.token, '?from=proposal');
    expect((await statusOf(proposal.id)).status).toBe('Opened');
    const res = await api.answer(proposal.id, { status: 'Accepted' }, woman.token);
    expect(res.statusCode).toBe(200);
    expect((await statusOf(proposal.id)).status).toBe('Accepted');
  });
});

describe('GET /api/profiles/proposal/sent/ and /received/', () => {
  it('need a token', async () => {
    for (const direction of ['sent', 'received'] as const) {
      expect((await api.list(direction)).statusCode).toBe(401);
    }
  });

  it("show each side its own proposals, newest first, with the other side's card", async () => {
    const other = await listedPerson(ctx, 'Female', [woman, stranger]);
    const first = await sendOk(ctx, man, woman);
    await api.setClock(new Date(WITHIN_HOURS.getTime() + 60_000));
    const second = await sendOk(ctx, man, other);

    const sent = await api.list('sent', man.token);
    expect(sent.statusCode).toBe(200);
    const body = sent.json();
    expect(body.count).toBe(2);
    expect(body.results.map((p: { id: number }) => p.id)).toEqual([second.proposal.id, first.proposal.id]);
    expect(body.results[1]).toMatchObject({
      sender: man.profile.id,
      receiver: woman.profile.id,
      status: 'Sent',
      message: null,
      profile: {
        id: woman.profile.id,
        slug: woman.profile.slug,
        profile_code: woman.profile.profileCode,
        full_name: woman.profile.fullName,
      },
    });

    const received = (await api.list('received', woman.token)).json();
    expect(received.count).toBe(1);
    expect(received.results[0]).toMatchObject({ id: first.proposal.id, profile: { id: man.profile.id } });
    expect((await api.list('sent', woman.token)).json().count).toBe(0);
    // A third person sees none of it.
    for (const direction of ['sent', 'received'] as const) {
      expect((await api.list(direction, stranger.token)).json()).toMatchObject({ count: 0, results: [] });
    }
  });

  it('pages with limit, and drops proposals whose other side is no longer listed', async () => {
    const other = await listedPerson(ctx, 'Female', [woman, stranger]);
    await sendOk(ctx, man, woman);
    await sendOk(ctx, man, other);
    const page = (await api.list('sent', man.token, '?limit=1')).json();
    expect(page).toMatchObject({ count: 2, previous: null });
    expect(page.results).toHaveLength(1);
    expect(page.next).toContain('page=2');
    expect((await api.list('sent', man.token, '?limit=5000')).statusCode).toBe(200);

    await ctx.handle.db
      .update(profiles)
      .set({ approvalStatus: 'pending' })
      .where(eq(profiles.id, other.profile.id));
    const after = (await api.list('sent', man.token)).json();
    expect(after.count).toBe(1);
    expect(after.results[0].profile.id).toBe(woman.profile.id);
    await ctx.handle.db
      .update(profiles)
      .set({ approvalStatus: 'approved' })
      .where(eq(profiles.id, other.profile.id));
  });
});
