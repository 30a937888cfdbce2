import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatMessage, MESSAGES, parseExpectation } from '@rishta/domain';
import { profiles } from '@rishta/db';
import { createTestApp, type TestContext } from './helpers/test-app';
import { personByUsername, proposalApi, type Person } from './helpers/proposals';

// The set-expectation dialog's call (SPEC.md §5 Expectation, §7): PATCH /profiles/update/{id}/.
let ctx: TestContext;
let api: ReturnType<typeof proposalApi>;
let man: Person;
let woman: Person;

const setExpectation = (id: number, value: unknown, token?: string) =>
  api.call('PATCH', `/api/profiles/update/${id}/`, token, {
    expectation_proposal: typeof value === 'string' ? value : JSON.stringify(value),
  });
const stored = async (id: number) =>
  (await ctx.handle.db.select().from(profiles).where(eq(profiles.id, id)))[0]!.expectationProposal;

const GOOD = { age: [24, 32], state: ['Kerala'], marital_status: ['Unmarried'], education: ['Graduate'] };

beforeAll(async () => {
  ctx = await createTestApp({ profiles: 4 });
  api = proposalApi(ctx);
  man = await personByUsername(ctx, '9000000001');
  woman = await personByUsername(ctx, '9000000002');
});
afterAll(() => ctx.close());

describe('PATCH /api/profiles/update/{id}/ {expectation_proposal}', () => {
  it("saves the owner's expectation and returns it", async () => {
    const res = await setExpectation(man.profile.id, GOOD, man.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(parseExpectation(res.json().expectation_proposal)).toEqual(GOOD);
    expect(await stored(man.profile.id)).toEqual(GOOD);
  });

  it('refuses ages outside 18-80 and malformed values on the field, keeping what was saved', async () => {
    await setExpectation(man.profile.id, GOOD, man.token);
    // [sent value, text, code, value of the message]
    const cases: [unknown, string, string, object | null][] = [
      [{ age: [17, 30] }, formatMessage.minValue(18), 'minValue', { n: 18 }],
      [{ age: [30, 81] }, formatMessage.maxValue(80), 'maxValue', { n: 80 }],
      [{ age: [30] }, MESSAGES.expectationAgeRange, 'expectationAgeRange', null],
      [{ age: ['a', 'b'] }, MESSAGES.invalidNumbers, 'invalidNumbers', null],
      [{ marital_status: ['Engaged'] }, MESSAGES.invalidChoice, 'invalidChoice', null],
      [{ education: ['PhD'] }, MESSAGES.invalidChoice, 'invalidChoice', null],
      [{ state: ['Kerala', 'Atlantis'] }, MESSAGES.invalidChoice, 'invalidChoice', null],
      ['not json', MESSAGES.invalidChoice, 'invalidChoice', null],
      ['42', MESSAGES.invalidChoice, 'invalidChoice', null],
    ];
    for (const [value, message, code, params] of cases) {
      const res = await setExpectation(man.profile.id, value, man.token);
      expect(res.statusCode, JSON.stringify(value)).toBe(400);
      expect(res.json()).toEqual({
        expectation_proposal: [message],
        codes: { expectation_proposal: [code] },
        ...(params ? { params: { expectation_proposal: [params] } } : {}),
      });
    }
    expect(await stored(man.profile.id)).toEqual(GOOD);
  });

  it("needs a token, and cannot set someone else's expectation", async () => {
    expect((await setExpectation(woman.profile.id, GOOD)).statusCode).toBe(401);
    const res = await setExpectation(woman.profile.id, GOOD, man.token);
    expect(res.statusCode).toBe(403);
    expect(await stored(woman.profile.id)).not.toEqual(GOOD);
  });
});
