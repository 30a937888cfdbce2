import { describe, expect, it } from 'vitest';
import { findBlockedWord } from './blocked-words';

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
