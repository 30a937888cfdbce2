import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts, favourites, proposals, sessions } from '@rishta/db';
import { createTestApp, type TestContext, authHeaders, demoPair, type TestPerson } from './helpers/test-app';

let ctx: TestContext;
let man: TestPerson;
let woman: TestPerson;
beforeAll(async () => {
  ctx = await createTestApp({ profiles: 4 });
  ({ man, woman } = await demoPair(ctx.handle));
  // Something of his to export: a proposal to her and her as a favourite.
  await ctx.handle.db.insert(proposals).values({
    slug: 'p-export',
    senderId: man.profile.id,
    receiverId: woman.profile.id,
    message: null,
  });
  await ctx.handle.db.insert(favourites).values({ ownerId: man.profile.id, profileId: woman.profile.id });
});
afterAll(() => ctx.close());

const download = (token?: string) =>
  ctx.app.inject({ url: '/api/profiles/me/data/', headers: authHeaders(token) });

describe('Download my data (issue 13, DPDP right of access)', () => {
  it('needs a login', async () => {
    expect((await download()).statusCode).toBe(401);
  });

  it('gives the owner everything held about them as a JSON file, and nobody else’s details', async () => {
    const res = await download(man.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(
        `^attachment; filename="rishta-my-data-${man.profile.profileCode}-\\d{4}-\\d{2}-\\d{2}\\.json"$`,
      ),
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json();
    expect(data.account).toMatchObject({ username: man.username, is_blocked: false });
    expect(data.account.active_sessions.length).toBeGreaterThan(0);
    expect(data.profile).toMatchObject({
      id: man.profile.id,
      full_name: man.profile.fullName,
      contact_number: man.profile.contactNumber,
      email: man.profile.email,
    });
    expect(data.proposals_sent).toEqual([
      expect.objectContaining({ to: woman.profile.profileCode, status: 'Sent' }),
    ]);
    expect(data.favourites).toEqual([expect.objectContaining({ profile_code: woman.profile.profileCode })]);

    // Others appear by code only; secrets never leave.
    expect(res.body).not.toContain(woman.profile.fullName);
    expect(res.body).not.toContain(woman.profile.contactNumber);
    const [account] = await ctx.handle.db
      .select()
      .from(accounts)
      .where(eq(accounts.id, man.profile.accountId));
    const [session] = await ctx.handle.db.select().from(sessions).where(eq(sessions.accountId, account!.id));
    expect(res.body).not.toContain(account!.passwordHash);
    expect(res.body).not.toContain(session!.tokenHash);
    expect(res.body).not.toContain(man.token);
  });

  it('shows each person only their own data', async () => {
    const data = (await download(woman.token)).json();
    expect(data.profile.id).toBe(woman.profile.id);
    expect(data.proposals_received).toEqual([
      expect.objectContaining({ from: man.profile.profileCode, status: 'Sent' }),
    ]);
    expect(data.proposals_sent).toEqual([]);
  });

  it('is limited to 5 downloads an hour per account', async () => {
    // The man used one above; four more are allowed, then the limit answers with its code.
    for (let i = 0; i < 4; i++) expect((await download(man.token)).statusCode).toBe(200);
    const refused = await download(man.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'tooManyRequests' });
  });
});
