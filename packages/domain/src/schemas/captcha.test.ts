import { describe, expect, it } from 'vitest';
import { captchaAnswerSchema } from './captcha';
import { messagesAt } from '../testing/issues';

describe('captchaAnswerSchema', () => {
  const schema = captchaAnswerSchema({ a: 4, b: 7 });

  it('accepts the right sum as text or number', () => {
    expect(schema.safeParse({ answer: '11' }).success).toBe(true);
    expect(schema.safeParse({ answer: 11 }).success).toBe(true);
  });

  it("reports 'Wrong value' for a wrong sum and 'required' for none", () => {
    expect(messagesAt(schema, { answer: '12' }, 'answer')).toEqual(['Wrong value']);
    expect(messagesAt(schema, { answer: 'eleven' }, 'answer')).toEqual(['Wrong value']);
    expect(messagesAt(schema, { answer: '' }, 'answer')).toEqual(['This field is required.']);
  });
});
