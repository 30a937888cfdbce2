import { describe, expect, it } from 'vitest';
import { feedbackSchema } from './feedback';
import { issuesOf, messagesAt } from '../testing/issues';
import { validFeedback } from '../testing/feedback';

const valid = validFeedback();

describe('feedbackSchema', () => {
  it('accepts a complete feedback', () => {
    expect(feedbackSchema.parse(valid)).toEqual(valid);
  });

  it('requires every field', () => {
    const issues = issuesOf(feedbackSchema, {});
    for (const field of Object.keys(valid)) expect(issues[field]).toEqual(['This field is required.']);
  });

  it('needs a mobile of exactly 10 digits', () => {
    expect(messagesAt(feedbackSchema, { ...valid, mobile: '98765' }, 'mobile')).toEqual([
      'Min 10 characters required.',
    ]);
    expect(messagesAt(feedbackSchema, { ...valid, mobile: '98765432101' }, 'mobile')).toEqual([
      'Max 10 characters required.',
    ]);
    expect(messagesAt(feedbackSchema, { ...valid, mobile: '+919876543' }, 'mobile')).toEqual([
      'Invalid Numbers.',
    ]);
  });

  it('needs a valid e-mail and a known category', () => {
    expect(messagesAt(feedbackSchema, { ...valid, email: 'ahmed' }, 'email')).toEqual(['Invalid e-mail.']);
    expect(messagesAt(feedbackSchema, { ...valid, category: 'praise' }, 'category')).toEqual([
      'Please choose a valid option.',
    ]);
    for (const category of ['feedback', 'suggestion', 'complaint']) {
      expect(feedbackSchema.safeParse({ ...valid, category }).success).toBe(true);
    }
  });
});
