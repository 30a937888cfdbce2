import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES, TEXT_MAX, formatMessage } from '@rishta/domain';
import { accounts, blockedKeywords, profiles } from '@rishta/db';
import { signedInStaff } from './helpers/staff';
import { createTestApp, tokenFor, type TestContext, profileOfUser, authHeaders } from './helpers/test-app';
import { viewCountOf } from '../src/services/profiles/view-count';

const MAN = '9000000001';
const WOMAN = '9000000002';

let ctx: TestContext;
let manToken: string;
let manId: number;
let womanId: number;

const profileOf = (username: string) => profileOfUser(ctx.handle, username);

const patch = (id: number, payload: Record<string, unknown>, token?: string) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/profiles/update/${id}/`,
    payload,
    headers: authHeaders(token),
  });

beforeAll(async () => {
  ctx = await createTestApp({ profiles: 4 });
  manToken = await tokenFor(ctx.handle, MAN);
  manId = (await profileOf(MAN)).id;
  womanId = (await profileOf(WOMAN)).id;
});
afterAll(() => ctx.close());

// Each test starts from a married man with a brother, so the field rules have something to clear.
beforeEach(async () => {
  await ctx.handle.db
    .update(profiles)
    .set({
      martialStatus: 'Divorced',
      detailForThisStatus: 'Divorced after one year',
      durationAfterKhulaOrDivorce: '2 years',
      noOfChildren: 1,
      physicalStatus: 'Handicap',
      handicapDetail: 'Left leg',
      noOfBrothers: 2,
      noOfMarriedBrothers: 1,
      noOfSisters: 1,
      noOfMarriedSisters: 1,
      education: 'Graduate',
      degree: 'B.Com',
      isActive: false,
    })
    .where(eq(profiles.id, manId));
});

describe('PATCH /api/profiles/update/{id}/', () => {
  it('lets the owner update their profile and answers with the whole own profile', async () => {
    const res = await patch(manId, { full_name: 'Imran Qureshi', hobbies: 'Cricket, reading' }, manToken);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: manId, full_name: 'Imran Qureshi', hobbies: 'Cricket, reading' });
    // The owner sees their own contact details and account fields.
    const row = await profileOf(MAN);
    expect(body.contact_number).toBe(row.contactNumber);
    expect(body.whatsapp_number).toBe(row.whatsappNumber);
    expect(body.username).toBe(MAN);
    expect(body).toHaveProperty('photo_1');
    expect(row.fullName).toBe('Imran Qureshi');
    // Saving the edit form activates the profile (SPEC.md §4).
    expect(row.isActive).toBe(true);
    expect(body.is_active).toBe(true);
  });

  it('refuses anonymous callers with 401 and other users with 403, changing nothing', async () => {
    const before = await profileOf(WOMAN);
    expect((await patch(womanId, { full_name: 'Someone Else' })).statusCode).toBe(401);
    const res = await patch(womanId, { full_name: 'Someone Else' }, manToken);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: MESSAGES.permissionDenied, code: 'permissionDenied' });
    expect((await profileOf(WOMAN)).fullName).toBe(before.fullName);
  });

  it('does not take a staff token: staff act through the console, never as a user', async () => {
    const staff = await signedInStaff(ctx, 'admin');
    const res = await patch(manId, { occupation: 'Teacher' }, staff.token);
    expect(res.statusCode).toBe(401);
    expect((await profileOf(MAN)).occupation).not.toBe('Teacher');
  });

  it('ignores protected fields silently', async () => {
    const before = await profileOf(MAN);
    const viewsBefore = await viewCountOf(ctx.handle.db, before.id);
    const res = await patch(
      manId,
      {
        occupation: 'Engineer',
        approval_status: 'approved-by-me',
        verification_status: 'Verified',
        verification_remarks: 'ok',
        is_superuser: true,
        staff_role: 'admin',
        view_count: 9999,
        slug: 'my-own-slug',
        profile_code: 'X1',
        username: '9999999999',
        account_id: 1,
        created_on: '2000-01-01T00:00:00Z',
        id: 12345,
      },
      manToken,
    );
    expect(res.statusCode).toBe(200);
    const after = await profileOf(MAN);
    expect(after.occupation).toBe('Engineer');
    expect(after).toMatchObject({
      id: before.id,
      approvalStatus: before.approvalStatus,
      verificationStatus: before.verificationStatus,
      verificationRemarks: before.verificationRemarks,
      slug: before.slug,
      profileCode: before.profileCode,
      accountId: before.accountId,
      createdOn: before.createdOn,
    });
    const [account] = await ctx.handle.db.select().from(accounts).where(eq(accounts.id, before.accountId));
    expect(account).toMatchObject({ username: MAN, staffRole: null });
    expect(await viewCountOf(ctx.handle.db, before.id)).toBe(viewsBefore);
  });

  it('applies the field rules of SPEC.md §4 on the server', async () => {
    const res = await patch(
      manId,
      { martial_status: 'Unmarried', physical_status: 'Normal', no_of_brothers: 0 },
      manToken,
    );
    expect(res.statusCode).toBe(200);
    const row = await profileOf(MAN);
    expect(row).toMatchObject({
      martialStatus: 'Unmarried',
      detailForThisStatus: null,
      durationAfterKhulaOrDivorce: null,
      noOfChildren: null,
      physicalStatus: 'Normal',
      handicapDetail: null,
      noOfBrothers: 0,
      noOfMarriedBrothers: 0,
    });
  });

  it('holds a partial update to the stored values of related fields', async () => {
    // Two sisters are stored as one; five married brothers exceed the stored two.
    const res = await patch(manId, { no_of_married_brothers: 5 }, manToken);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      no_of_married_brothers: [formatMessage.maxValue(2)],
      codes: { no_of_married_brothers: ['maxValue'] },
      params: { no_of_married_brothers: [{ n: 2 }] },
    });
    // Switching to an education that needs a degree while the stored degree is empty.
    await ctx.handle.db.update(profiles).set({ degree: null }).where(eq(profiles.id, manId));
    const degree = await patch(manId, { education: 'Graduate' }, manToken);
    expect(degree.statusCode).toBe(400);
    expect(degree.json()).toEqual({ degree: [MESSAGES.required], codes: { degree: ['required'] } });
    const none = await patch(manId, { education: 'Hafiz / Hafiza' }, manToken);
    expect(none.statusCode).toBe(200);
  });

  it('answers field errors with the spec messages', async () => {
    const res = await patch(
      manId,
      {
        full_name: 'Abc',
        weight: 20,
        expectations: 'too short',
        contact_number: '98-76',
        email: 'not-an-email',
        martial_status: 'Divorced',
        detail_for_this_status: '',
        duration_after_khula_or_divorce: 'ab',
        no_of_sisters: 1,
        no_of_married_sisters: 3,
      },
      manToken,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      full_name: [formatMessage.minLength(5)],
      weight: [formatMessage.minValue(40)],
      expectations: [formatMessage.minLength(25)],
      contact_number: [MESSAGES.invalidNumbers],
      email: [MESSAGES.emailMustBeValid],
      detail_for_this_status: [MESSAGES.required],
      duration_after_khula_or_divorce: [formatMessage.minLength(4)],
      no_of_married_sisters: [formatMessage.maxValue(1)],
      codes: {
        full_name: ['minLength'],
        weight: ['minValue'],
        expectations: ['minLength'],
        contact_number: ['invalidNumbers'],
        email: ['emailMustBeValid'],
        detail_for_this_status: ['required'],
        duration_after_khula_or_divorce: ['minLength'],
        no_of_married_sisters: ['maxValue'],
      },
      params: {
        full_name: [{ n: 5 }],
        weight: [{ n: 40 }],
        expectations: [{ n: 25 }],
        contact_number: [null],
        email: [null],
        detail_for_this_status: [null],
        duration_after_khula_or_divorce: [{ n: 4 }],
        no_of_married_sisters: [{ n: 1 }],
      },
    });
    expect((await profileOf(MAN)).weight).not.toBe(20);
  });

  it('bounds every free text, refusing one character over the limit without storing anything', async () => {
    const before = await profileOf(MAN);
    const res = await patch(
      manId,
      {
        extra_information: 'W'.repeat(TEXT_MAX.long + 1),
        expectations: 'W'.repeat(TEXT_MAX.long + 1),
        hobbies: 'W'.repeat(TEXT_MAX.detail + 1),
        occupation: 'W'.repeat(TEXT_MAX.short + 1),
      },
      manToken,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      extra_information: [formatMessage.maxLength(TEXT_MAX.long)],
      expectations: [formatMessage.maxLength(TEXT_MAX.long)],
      hobbies: [formatMessage.maxLength(TEXT_MAX.detail)],
      occupation: [formatMessage.maxLength(TEXT_MAX.short)],
      codes: {
        extra_information: ['maxLength'],
        expectations: ['maxLength'],
        hobbies: ['maxLength'],
        occupation: ['maxLength'],
      },
      params: {
        extra_information: [{ n: TEXT_MAX.long }],
        expectations: [{ n: TEXT_MAX.long }],
        hobbies: [{ n: TEXT_MAX.detail }],
        occupation: [{ n: TEXT_MAX.short }],
      },
    });
    const after = await profileOf(MAN);
    expect(after.extraInformation).toBe(before.extraInformation);
    expect(after.occupation).toBe(before.occupation);

    const atLimit = await patch(manId, { extra_information: 'W'.repeat(TEXT_MAX.long) }, manToken);
    expect(atLimit.statusCode).toBe(200);
  });

  it('checks the reference lists as sign-up does (an update once stored a state named Atlantis)', async () => {
    const before = await profileOf(MAN);
    const res = await patch(
      manId,
      { education: 'Astronaut <b>x</b>', height: '99.9', state: 'Atlantis', maslak: 'Made up' },
      manToken,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      education: [MESSAGES.invalidChoice],
      height: [MESSAGES.invalidChoice],
      state: [MESSAGES.invalidChoice],
      maslak: [MESSAGES.invalidChoice],
      codes: {
        education: ['invalidChoice'],
        height: ['invalidChoice'],
        state: ['invalidChoice'],
        maslak: ['invalidChoice'],
      },
    });
    expect(await profileOf(MAN)).toMatchObject({
      education: before.education,
      height: before.height,
      state: before.state,
      maslak: before.maslak,
    });
    // A city alone is judged against the stored state.
    const city = await patch(manId, { city: 'Atlantis City' }, manToken);
    expect(city.json()).toEqual({ city: [MESSAGES.invalidChoice], codes: { city: ['invalidChoice'] } });
  });

  it('never lets the owner change the gender; the same gender passes as the edit form sends it', async () => {
    const refused = await patch(manId, { gender: 'Female' }, manToken);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      gender: [MESSAGES.genderCannotChange],
      codes: { gender: ['genderCannotChange'] },
    });
    expect((await profileOf(MAN)).gender).toBe('Male');
    const same = await patch(manId, { gender: 'Male', occupation: 'Teacher' }, manToken);
    expect(same.statusCode).toBe(200);
  });

  it('sends a verified profile back to Not Verified when the name or birth year changes, saying why', async () => {
    const verify = () =>
      ctx.handle.db
        .update(profiles)
        .set({ verificationStatus: 'Verified', verificationRemarks: null })
        .where(eq(profiles.id, manId));
    await verify();
    const other = await patch(manId, { hobbies: 'Long walks' }, manToken);
    expect(other.json().verification_status).toBe('Verified');

    const before = await profileOf(MAN);
    const renamed = await patch(manId, { full_name: `${before.fullName} Khan`.slice(0, 20) }, manToken);
    expect(renamed.json()).toMatchObject({
      verification_status: 'Not Verified',
      verification_remarks: MESSAGES.verificationResetAfterEdit,
    });

    await verify();
    const sameYear = await patch(manId, { year_of_birth: before.yearOfBirth }, manToken);
    expect(sameYear.json().verification_status).toBe('Verified');
    const older = await patch(manId, { year_of_birth: before.yearOfBirth - 1 }, manToken);
    expect(older.json().verification_status).toBe('Not Verified');
  });

  it('updates the e-mail alone', async () => {
    const res = await patch(manId, { email: 'imran@example.com' }, manToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe('imran@example.com');
    const row = await profileOf(MAN);
    expect(row.email).toBe('imran@example.com');
    // The lone e-mail call is not the edit form's save.
    expect(row.isActive).toBe(false);
  });

  it("tells only the owner whether the account has an e-mail, before and after the e-mail dialog's save", async () => {
    await ctx.handle.db.update(profiles).set({ email: null }).where(eq(profiles.id, manId));
    const own = () =>
      ctx.app.inject({ url: `/api/profiles/update/${manId}/`, headers: authHeaders(manToken) });
    // The web asks for an address while both are without one (domain accountEmail).
    expect((await own()).json()).toMatchObject({ username: MAN, email: null });

    expect((await patch(manId, { email: ' imran.q@example.com ' }, manToken)).json().email).toBe(
      'imran.q@example.com',
    );
    expect((await own()).json()).toMatchObject({ username: MAN, email: 'imran.q@example.com' });
    const womanToken = await tokenFor(ctx.handle, WOMAN);
    const other = await ctx.app.inject({
      url: `/api/profiles/update/${manId}/`,
      headers: authHeaders(womanToken),
    });
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain('imran.q@example.com');

    const invalid = await patch(manId, { email: 'imran@' }, manToken);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ email: [MESSAGES.emailMustBeValid] });
    expect((await profileOf(MAN)).email).toBe('imran.q@example.com');
  });

  it('accepts an expectation as JSON text and refuses ages outside 18-80', async () => {
    const expectation = { age: [21, 30], state: ['Delhi'], marital_status: ['Unmarried'], education: [] };
    const res = await patch(manId, { expectation_proposal: JSON.stringify(expectation) }, manToken);
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.json().expectation_proposal)).toEqual(expectation);
    expect((await profileOf(MAN)).expectationProposal).toEqual(expectation);

    const young = await patch(manId, { expectation_proposal: JSON.stringify({ age: [16, 30] }) }, manToken);
    expect(young.statusCode).toBe(400);
    expect(young.json()).toEqual({
      expectation_proposal: [formatMessage.minValue(18)],
      codes: { expectation_proposal: ['minValue'] },
      params: { expectation_proposal: [{ n: 18 }] },
    });
    const old = await patch(manId, { expectation_proposal: JSON.stringify({ age: [30, 81] }) }, manToken);
    expect(old.statusCode).toBe(400);
    expect(old.json()).toEqual({
      expectation_proposal: [formatMessage.maxValue(80)],
      codes: { expectation_proposal: ['maxValue'] },
      params: { expectation_proposal: [{ n: 80 }] },
    });
    expect((await profileOf(MAN)).expectationProposal).toEqual(expectation);
  });

  it('refuses blocked keywords, naming the word', async () => {
    await ctx.handle.db.insert(blockedKeywords).values({ keyword: 'dowry' });
    const res = await patch(
      manId,
      { extra_information: 'We expect a good DOWRY from the family of the bride.' },
      manToken,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      extra_information: [formatMessage.profileBlockedWord('dowry')],
      codes: { extra_information: ['profileBlockedWord'] },
      params: { extra_information: [{ word: 'dowry' }] },
    });
    expect((await profileOf(MAN)).extraInformation).not.toContain('DOWRY');
  });

  it('treats a body with reason_to_delete as a deletion request, not an edit (moderation-deletion tests)', async () => {
    const res = await patch(
      manId,
      { reason_to_delete: 'Marriage fixed', full_name: 'Another Name' },
      manToken,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('reason_to_delete');
  });
});

describe('GET /api/profiles/update/{id}/', () => {
  const get = (id: number, token?: string) =>
    ctx.app.inject({
      url: `/api/profiles/update/${id}/`,
      headers: authHeaders(token),
    });

  it('gives the owner every field of their own profile, contact details included', async () => {
    const res = await get(manId, manToken);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Record<string, unknown>;
    const stored = await profileOf(MAN);
    expect(body).toMatchObject({
      id: manId,
      slug: stored.slug,
      full_name: stored.fullName,
      contact_number: stored.contactNumber,
      martial_status: 'Divorced',
      degree: 'B.Com',
    });
  });

  it("refuses visitors with 401 and keeps another user's profile private with 403", async () => {
    expect((await get(manId)).statusCode).toBe(401);
    const other = await get(womanId, manToken);
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain((await profileOf(WOMAN)).contactNumber);
  });
});
