import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { profiles, proposals } from '@rishta/db';
import { createTestApp, type TestContext } from './helpers/test-app';
import { OUTSIDE_HOURS, WITHIN_HOURS } from './helpers/contact-hours';
import {
  CONTACT_KEYS,
  listedPerson,
  personByUsername,
  proposalApi,
  sendOk,
  type Person,
} from './helpers/proposals';
import { pdfText } from './helpers/pdf-text';

// Contact visibility (DESIGN.md §5.3) on every answer that carries a profile, and the Opened status.
let ctx: TestContext;
let api: ReturnType<typeof proposalApi>;
let man: Person; // shows his contact
let woman: Person; // hides hers (female default)
let thirdMan: Person;
let thirdWoman: Person;

const statusOf = async (id: number) =>
  (await ctx.handle.db.select().from(proposals).where(eq(proposals.id, id)))[0]!.status;
const openBody = async (slug: string, token: string, query?: string) => {
  const res = await api.detail(slug, token, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, unknown>;
};
/** The contact number `viewer` gets on `owner`'s detail page, or undefined when none. */
const detailContact = async (viewer: Person, owner: Person) => {
  const body = await openBody(owner.profile.slug, viewer.token);
  if (!('contact_number' in body)) {
    for (const key of CONTACT_KEYS) expect(body).not.toHaveProperty(key);
  }
  return body.contact_number as string | undefined;
};
type ListItem = { profile: { id: number }; contact?: { contact_number: string; whatsapp_number: string } };
const listContact = async (viewer: Person, direction: 'sent' | 'received', other: Person) => {
  const res = await api.list(direction, viewer.token);
  expect(res.statusCode).toBe(200);
  const item = (res.json().results as ListItem[]).find((p) => p.profile.id === other.profile.id);
  expect(item, `${direction} list of ${viewer.username}`).toBeDefined();
  return item!.contact?.contact_number;
};

const pdfFor = async (viewer: Person, owner: Person) => {
  const url = (await openBody(owner.profile.slug, viewer.token)).bio_data_url as string;
  const res = await ctx.app.inject({ url });
  expect(res.statusCode).toBe(200);
  return pdfText(res.rawPayload);
};

beforeAll(async () => {
  ctx = await createTestApp({ profiles: 10 });
  api = proposalApi(ctx);
  man = await personByUsername(ctx, '9000000001');
  woman = await personByUsername(ctx, '9000000002');
  thirdMan = await listedPerson(ctx, 'Male', [man]);
  thirdWoman = await listedPerson(ctx, 'Female', [woman]);
  await ctx.handle.db.update(profiles).set({ privateContact: false }).where(eq(profiles.id, man.profile.id));
  expect(woman.profile.privateContact).toBe(true);
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await api.setClock(WITHIN_HOURS);
  await ctx.handle.db.delete(proposals);
});

describe('Opened', () => {
  it("is set when the receiver opens the sender's profile from the proposal", async () => {
    const { proposal } = await sendOk(ctx, man, woman);
    const body = await openBody(man.profile.slug, woman.token, '?from=proposal');
    expect(body.proposal).toEqual({ sent: null, received: { id: proposal.id, status: 'Opened' } });
    expect(await statusOf(proposal.id)).toBe('Opened');
    const received = (await api.list('received', woman.token)).json();
    expect(received.results[0]).toMatchObject({ id: proposal.id, status: 'Opened' });
  });

  it('is not set with skip-update, from search, or by the sender opening the receiver', async () => {
    const { proposal } = await sendOk(ctx, man, woman);
    await openBody(man.profile.slug, woman.token, '?from=proposal&skip-update=true');
    await openBody(man.profile.slug, woman.token, '?from=search');
    await openBody(man.profile.slug, woman.token, '');
    await openBody(woman.profile.slug, man.token, '?from=proposal');
    expect(await statusOf(proposal.id)).toBe('Sent');
  });

  it('only moves a Sent proposal: an answered one stays answered', async () => {
    const { proposal } = await sendOk(ctx, man, woman);
    await api.answer(proposal.id, { status: 'Accepted' }, woman.token);
    await openBody(man.profile.slug, woman.token, '?from=proposal');
    expect(await statusOf(proposal.id)).toBe('Accepted');
  });
});

describe('the proposal state on the profile detail', () => {
  it('shows viewers the proposals between them and the owner the counts', async () => {
    const { proposal } = await sendOk(ctx, man, woman);
    expect((await openBody(woman.profile.slug, man.token)).proposal).toEqual({
      sent: { id: proposal.id, status: 'Sent' },
      received: null,
    });
    expect((await openBody(woman.profile.slug, thirdMan.token)).proposal).toEqual({
      sent: null,
      received: null,
    });

    const own = await openBody(man.profile.slug, man.token);
    expect(own.proposal_counts).toEqual({ sent: 1, received: 0 });
    expect(own).not.toHaveProperty('proposal');
    expect((await openBody(woman.profile.slug, woman.token)).proposal_counts).toEqual({
      sent: 0,
      received: 1,
    });
    expect(await openBody(woman.profile.slug, man.token)).not.toHaveProperty('proposal_counts');
  });
});

describe('contact visibility', () => {
  it('shows a stranger an open contact only in contact hours, and a hidden one only after a proposal', async () => {
    expect(await detailContact(thirdWoman, man)).toBe(man.profile.contactNumber);
    expect(await detailContact(thirdMan, woman)).toBeUndefined();
    await sendOk(ctx, thirdMan, woman);
    expect(await detailContact(thirdMan, woman)).toBe(woman.profile.contactNumber);
    expect(await listContact(thirdMan, 'sent', woman)).toBe(woman.profile.contactNumber);

    await api.setClock(OUTSIDE_HOURS);
    expect(await detailContact(thirdWoman, man)).toBeUndefined();
    expect(await detailContact(thirdMan, woman)).toBeUndefined();
    expect(await listContact(thirdMan, 'sent', woman)).toBeUndefined();
    expect(await pdfFor(thirdMan, woman)).not.toContain(woman.profile.contactNumber);
  });

  it("shows the receiver the sender's contact at any hour, but not the sender the receiver's", async () => {
    await sendOk(ctx, man, woman);
    await api.setClock(OUTSIDE_HOURS);
    expect(await detailContact(woman, man)).toBe(man.profile.contactNumber);
    expect(await listContact(woman, 'received', man)).toBe(man.profile.contactNumber);
    expect(await pdfFor(woman, man)).toContain(man.profile.contactNumber);
    expect(await detailContact(man, woman)).toBeUndefined();
    expect(await listContact(man, 'sent', woman)).toBeUndefined();
  });

  it('shows both sides of an Accepted proposal each other at any hour, and a third person nothing at night', async () => {
    const { proposal } = await sendOk(ctx, man, woman);
    await api.answer(proposal.id, { status: 'Accepted' }, woman.token);
    await api.setClock(OUTSIDE_HOURS);
    expect(await detailContact(man, woman)).toBe(woman.profile.contactNumber);
    expect(await listContact(man, 'sent', woman)).toBe(woman.profile.contactNumber);
    expect(await pdfFor(man, woman)).toContain(woman.profile.contactNumber);
    expect(await detailContact(woman, man)).toBe(man.profile.contactNumber);
    expect(await listContact(woman, 'received', man)).toBe(man.profile.contactNumber);

    expect(await detailContact(thirdMan, woman)).toBeUndefined();
    expect(await detailContact(thirdWoman, man)).toBeUndefined();
    expect(await pdfFor(thirdWoman, man)).not.toContain(man.profile.contactNumber);
  });

  it('closes a hidden contact again once she rejects the proposal', async () => {
    const { proposal } = await sendOk(ctx, man, woman);
    expect(await detailContact(man, woman)).toBe(woman.profile.contactNumber);
    await api.answer(proposal.id, { status: 'Rejected', message: 'Not a match' }, woman.token);
    expect(await detailContact(man, woman)).toBeUndefined();
    expect(await listContact(man, 'sent', woman)).toBeUndefined();
  });

  it('always shows the owner their own contact', async () => {
    await api.setClock(OUTSIDE_HOURS);
    expect(await detailContact(woman, woman)).toBe(woman.profile.contactNumber);
  });
});
