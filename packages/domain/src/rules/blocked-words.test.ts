import { describe, expect, it } from 'vitest';
import { findBlockedWord, findBlockedWordHits } from './blocked-words';

describe('findBlockedWord', () => {
  const keywords = ['agent', 'whatsapp me', 'दलाल'];

  it('finds a whole word ignoring case', () => {
    expect(findBlockedWord({ hobbies: 'I am an AGENT here' }, keywords)).toBe('agent');
    expect(findBlockedWord({ extra_information: 'Please WhatsApp me now' }, keywords)).toBe('whatsapp me');
  });

  it('does not match inside a longer word', () => {
    expect(findBlockedWord({ occupation: 'Travel agency owner, agents welcome' }, ['agency'])).toBe('agency');
    expect(findBlockedWord({ occupation: 'Reagent chemist' }, keywords)).toBeUndefined();
    expect(findBlockedWord({ occupation: 'agents' }, keywords)).toBeUndefined();
  });

  it('matches words in other scripts', () => {
    expect(findBlockedWord({ expectations: 'कोई दलाल नहीं' }, keywords)).toBe('दलाल');
    expect(findBlockedWord({ expectations: 'दलालों' }, keywords)).toBeUndefined();
  });

  it('looks into lists, skips passwords and non-text', () => {
    expect(findBlockedWord({ tags: ['ok', 'agent'] }, keywords)).toBe('agent');
    expect(
      findBlockedWord({ password: 'agent', confirm_password: 'agent', otp: 'agent' }, keywords),
    ).toBeUndefined();
    expect(findBlockedWord({ weight: 70, private_contact: true }, ['70'])).toBeUndefined();
  });

  it('treats keywords literally and ignores blank ones', () => {
    expect(findBlockedWord({ hobbies: 'a+b' }, ['', '  ', 'a+b'])).toBe('a+b');
    expect(findBlockedWord({ hobbies: 'aab' }, ['a+b'])).toBeUndefined();
  });

  it('returns the first keyword of the list that matches', () => {
    expect(findBlockedWord({ hobbies: 'dalal agent' }, ['dalal', 'agent'])).toBe('dalal');
    expect(findBlockedWord({ hobbies: 'dalal agent' }, ['agent', 'dalal'])).toBe('agent');
  });
});

describe('findBlockedWordHits', () => {
  const keywords = ['agent', 'whatsapp me', 'दलाल'];

  it('finds every keyword in every field, fields in order, then keywords in the list’s order', () => {
    expect(
      findBlockedWordHits(
        {
          full_name: 'Imran',
          hobbies: 'Dalal and AGENT, whatsapp me',
          expectations: 'कोई दलाल नहीं',
          extra_information: 'agent agent agent',
        },
        keywords,
      ),
    ).toEqual([
      { field: 'hobbies', keyword: 'agent' },
      { field: 'hobbies', keyword: 'whatsapp me' },
      { field: 'expectations', keyword: 'दलाल' },
      { field: 'extra_information', keyword: 'agent' },
    ]);
  });

  it('uses the same whole-word rule as the sign-up check', () => {
    expect(findBlockedWordHits({ occupation: 'Reagent chemist, agents welcome' }, keywords)).toEqual([]);
    expect(findBlockedWordHits({ expectations: 'दलालों' }, keywords)).toEqual([]);
    expect(findBlockedWordHits({ hobbies: 'aab a+b' }, ['a+b'])).toEqual([
      { field: 'hobbies', keyword: 'a+b' },
    ]);
  });

  it('looks into lists, skips passwords, non-text and blank keywords', () => {
    expect(findBlockedWordHits({ tags: ['ok', 'agent'] }, keywords)).toEqual([
      { field: 'tags', keyword: 'agent' },
    ]);
    expect(findBlockedWordHits({ password: 'agent', otp: 'agent', weight: 70 }, [...keywords, '70'])).toEqual(
      [],
    );
    expect(findBlockedWordHits({ hobbies: 'agent' }, ['', '  '])).toEqual([]);
  });

  it('counts a keyword listed twice in different letter case once', () => {
    expect(findBlockedWordHits({ hobbies: 'an agent' }, ['Agent', 'agent', ' AGENT '])).toEqual([
      { field: 'hobbies', keyword: 'Agent' },
    ]);
  });

  it('agrees with findBlockedWord on whether anything is blocked', () => {
    for (const values of [
      { hobbies: 'dalal agent' },
      { hobbies: 'nothing here' },
      { a: 'x', b: 'whatsapp me' },
    ]) {
      expect(findBlockedWordHits(values, keywords).length > 0).toBe(
        findBlockedWord(values, keywords) !== undefined,
      );
    }
  });
});
