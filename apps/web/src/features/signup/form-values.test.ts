import { describe, expect, it } from 'vitest';
import { EMPTY_VALUES, createPayload } from './form-values';

describe('createPayload', () => {
  const values = { ...EMPTY_VALUES, contact_number: '9876543210', password: 'secret1', otp: ' 123456 ' };

  it('sends the interface language the form was filled in (issue 30)', () => {
    expect(createPayload(values, 'ur')).toMatchObject({
      username: '9876543210',
      otp: '123456',
      language: 'ur',
    });
  });

  it('leaves the language to the server (English) when the page has none of ours', () => {
    expect(createPayload(values)).not.toHaveProperty('language');
  });
});
