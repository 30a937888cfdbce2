import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@rishta/domain';
import { accounts, blocks, profiles, proposals } from '@rishta/db';
import { createTestApp, type TestContext } from './helpers/test-app';
import { SENDS_PER_DAY } from '../src/routes/proposals/send-proposal';
import { OUTSIDE_HOURS, WITHIN_HOURS } from './helpers/contact-hours';
import { listedPerson, personByUsername, proposalApi, proposalRows, type Person } from './helpers/proposals';

let ctx: TestContext;
let api: ReturnType<typeof proposalApi>;
let man: Person;
let woman: Person; // hides her contact (female default)
let otherMan: Person;
let otherWoman: Person;

const restore = (person: Person) =>
  ctx.handle.db
    .update(profiles)
    .set({ approvalStatus: 'approved', isActive: true })
    .where(eq(profiles.id, person.profile.id));
const setBlocked = (person: Person, isBlocked: boolean) =>
  ctx.handle.db.update(accounts).set({ isBlocked }).where(eq(accounts.id, person.profile.accountId));

beforeAll(async () => {
  ctx = await createTestApp({ profiles: 12 });
  api = proposalApi(ctx);
  man = await personByUsername(ctx, '9000000001');
  woman = await personByUsername(ctx, '9000000002');
  otherMan = await listedPerson(ctx, 'Male', [man]);
  otherWoman = await listedPerson(ctx, 'Female', [woman]);
  expect(woman.profile.privateContact).toBe(true);
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await api.setClock(WITHIN_HOURS);
  await ctx.handle.db.delete(proposals);
  await ctx.handle.db.delete(blocks);
  for (const p of [man, woman, otherMan, otherWoman]) {
    await restore(p);
    await setBlocked(p, false);
  }
});

describe('POST /api/profiles/proposal/{profile_code}/', () => {
  it('needs a token', async () => {
    const res = await api.send(woman.profile.profileCode);
    expect(res.statusCode).toBe(401);
    expect(await proposalRows(ctx)).toHaveLength(0);
  });

  it('sends one, Sent, and hands over the WhatsApp number of a hidden contact in contact hours', async () => {
    const res = await api.send(woman.profile.profileCode, man.token);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      message: 'Proposal sent successfully.',
      already_received: false,
      proposal: { sender: man.profile.id, receiver: woman.profile.id, status: 'Sent', message: null },
      whatsapp: { country_code: woman.profile.whatsappCountryCode, number: woman.profile.whatsappNumber },
    });
    const rows = await proposalRows(ctx);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: body.proposal.id, senderId: man.profile.id, status: 'Sent' });
    expect(rows[0]!.createdAt.getTime() - WITHIN_HOURS.getTime()).toBeLessThan(60_000);
  });

  it('accepts the code in any letter case', async () => {
    const res = await api.send(woman.profile.profileCode.toLowerCase(), man.token);
    expect(res.statusCode, res.body).toBe(201);
  });

  it('sends only one per pair: a repeat answers the existing proposal', async () => {
    const first = (await api.send(woman.profile.profileCode, man.token)).json();
    const again = await api.send(woman.profile.profileCode, man.token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ already_received: false, proposal: { id: first.proposal.id } });
    expect(await proposalRows(ctx)).toHaveLength(1);
  });

  it('sends nothing new when the other side already proposed, and shows their number even at night', async () => {
    const theirs = (await api.send(man.profile.profileCode, woman.token)).json();
    await api.setClock(OUTSIDE_HOURS);
    const res = await api.send(woman.profile.profileCode, man.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: MESSAGES.proposalSent,
      already_received: true,
      proposal: { id: theirs.proposal.id, sender: woman.profile.id, receiver: man.profile.id },
      whatsapp: { number: woman.profile.whatsappNumber },
    });
    expect(await proposalRows(ctx)).toHaveLength(1);
  });

  it('keeps one proposal when both send to each other at the same moment', async () => {
    const [a, b] = await Promise.all([
      api.send(woman.profile.profileCode, man.token),
      api.send(man.profile.profileCode, woman.token),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(await proposalRows(ctx)).toHaveLength(1);
    const answered = [a.json(), b.json()].find((r) => r.already_received);
    expect(answered).toBeDefined();
  });

  it('sends outside contact hours but carries no WhatsApp number to a stranger', async () => {
    await api.setClock(OUTSIDE_HOURS);
    const res = await api.send(woman.profile.profileCode, man.token);
    expect(res.statusCode).toBe(201);
    expect(res.json()).not.toHaveProperty('whatsapp');
  });

  it('gives no hidden number back once she has rejected the proposal', async () => {
    const sent = (await api.send(woman.profile.profileCode, man.token)).json();
    const rejected = await api.answer(
      sent.proposal.id,
      { status: 'Rejected', message: 'Not a match' },
      woman.token,
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    const again = await api.send(woman.profile.profileCode, man.token);
    expect(again.statusCode).toBe(200);
    expect(again.json().proposal.status).toBe('Rejected');
    expect(again.json()).not.toHaveProperty('whatsapp');
  });

  it("refuses the sender's own profile", async () => {
    const res = await api.send(man.profile.profileCode, man.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: MESSAGES.proposalToSelf, code: 'proposalToSelf' });
  });

  it('refuses the same gender', async () => {
    const res = await api.send(otherMan.profile.profileCode, man.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: MESSAGES.proposalSameGender, code: 'proposalSameGender' });
    expect(await proposalRows(ctx)).toHaveLength(0);
  });

  it('refuses unapproved, inactive, blocked and unknown profiles alike', async () => {
    const refused = async (code: string) => {
      const res = await api.send(code, man.token);
      expect(res.statusCode, code).toBe(404);
      expect(res.json()).toEqual({ detail: MESSAGES.proposalUnavailable, code: 'proposalUnavailable' });
    };
    const code = otherWoman.profile.profileCode;
    await ctx.handle.db
      .update(profiles)
      .set({ approvalStatus: 'pending' })
      .where(eq(profiles.id, otherWoman.profile.id));
    await refused(code);
    await restore(otherWoman);
    await ctx.handle.db
      .update(profiles)
      .set({ isActive: false })
      .where(eq(profiles.id, otherWoman.profile.id));
    await refused(code);
    await restore(otherWoman);
    await setBlocked(otherWoman, true);
    await refused(code);
    await setBlocked(otherWoman, false);
    await refused('RM999999');
    await refused('not-a-code');
    expect(await proposalRows(ctx)).toHaveLength(0);
    // Listed again, she can be proposed to.
    expect((await api.send(code, man.token)).statusCode).toBe(201);
  });

  it('refuses when either has blocked the other in chat', async () => {
    await ctx.handle.db.insert(blocks).values({ blockerId: woman.profile.id, blockedId: man.profile.id });
    const res = await api.send(woman.profile.profileCode, man.token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: MESSAGES.proposalUnavailable, code: 'proposalUnavailable' });
    const back = await api.send(man.profile.profileCode, woman.token);
    expect(back.statusCode).toBe(404);
  });

  it('refuses a sender whose own profile is not listed yet', async () => {
    await ctx.handle.db
      .update(profiles)
      .set({ approvalStatus: 'pending' })
      .where(eq(profiles.id, man.profile.id));
    const res = await api.send(woman.profile.profileCode, man.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: MESSAGES.proposalSenderNotListed, code: 'proposalSenderNotListed' });
    expect(await proposalRows(ctx)).toHaveLength(0);
  });
});

describe('the daily limit on sends', () => {
  it('stops an account after SENDS_PER_DAY tries, refused ones included, and no one else', async () => {
    // Own-profile tries are refused (400) but still count, so no proposals pile up here.
    const sender = await listedPerson(ctx, 'Male', [man, otherMan]);
    for (let i = 0; i < SENDS_PER_DAY; i++) {
      expect((await api.send(sender.profile.profileCode, sender.token)).statusCode).toBe(400);
    }
    const limited = await api.send(woman.profile.profileCode, sender.token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toHaveProperty('detail');
    expect(await proposalRows(ctx)).toHaveLength(0);
    expect((await api.send(woman.profile.profileCode, man.token)).statusCode).toBe(201);
  });
});

describe('OpenAPI', () => {
  it('documents the proposal calls', async () => {
    const spec = (await ctx.app.inject('/api/docs/json')).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(spec.paths['/api/profiles/proposal/{profile_code}']).toHaveProperty('post');
    expect(spec.paths['/api/profiles/proposal/sent']).toHaveProperty('get');
    expect(spec.paths['/api/profiles/proposal/received']).toHaveProperty('get');
    expect(spec.paths['/api/profiles/proposal-update/{id}']).toHaveProperty('patch');
    expect(spec.paths['/api/dev/clock']).toHaveProperty('put');
  });
});
