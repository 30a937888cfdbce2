import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EXPECTATION,
  expectationSchema,
  parseExpectation,
  serializeExpectation,
} from './expectation';
import { messagesAt } from '../testing/issues';
import { MESSAGES } from '../messages';

describe('expectationSchema', () => {
  it('accepts an age range within 18..80 and optional lists', () => {
    expect(expectationSchema.safeParse({ age: [18, 80], state: ['Kerala'], education: [] }).success).toBe(
      true,
    );
    expect(expectationSchema.safeParse({}).success).toBe(true);
  });

  it('refuses ages outside 18..80 and a reversed range', () => {
    expect(messagesAt(expectationSchema, { age: [17, 30] }, 'age.0')).toEqual(['Minimum value is 18.']);
    expect(messagesAt(expectationSchema, { age: [20, 81] }, 'age.1')).toEqual(['Maximum value is 80.']);
    expect(messagesAt(expectationSchema, { age: [40, 30] }, 'age.0')).toEqual(['Maximum value is 30.']);
  });

  it('refuses an age that is not a [minimum, maximum] pair', () => {
    for (const age of [[18], 18, [18, 30, 40]]) {
      expect(messagesAt(expectationSchema, { age }, 'age')).toEqual([MESSAGES.expectationAgeRange]);
    }
  });

  it('takes marital status and education only from their lists', () => {
    const ok = { marital_status: ['Divorced', 'Unmarried'], education: ['Graduate', 'Mufti'] };
    expect(expectationSchema.safeParse(ok).success).toBe(true);
    expect(messagesAt(expectationSchema, { marital_status: ['Engaged'] }, 'marital_status.0')).toEqual([
      MESSAGES.invalidChoice,
    ]);
    expect(messagesAt(expectationSchema, { education: ['PhD'] }, 'education.0')).toEqual([
      MESSAGES.invalidChoice,
    ]);
    expect(messagesAt(expectationSchema, { state: 'Delhi' }, 'state')).toEqual([MESSAGES.invalidChoice]);
  });

  it('defaults to 18-50', () => {
    expect(DEFAULT_EXPECTATION.age).toEqual([18, 50]);
  });
});

describe('parseExpectation', () => {
  it('round-trips a stored expectation', () => {
    const e = {
      age: [22, 30] as [number, number],
      state: ['Kerala'],
      marital_status: ['Unmarried'],
      education: ['Graduate'],
    };
    expect(parseExpectation(serializeExpectation(e))).toEqual(e);
  });

  it('reads single strings as one-item lists', () => {
    expect(parseExpectation('{"age":[20,25],"state":"Bihar"}').state).toEqual(['Bihar']);
  });

  it('falls back to the default for empty, broken or invalid text', () => {
    for (const text of [null, '', 'not json', '42', '{"age":[5,99]}']) {
      expect(parseExpectation(text)).toEqual({ age: [18, 50], state: [], marital_status: [], education: [] });
    }
  });
});
