import { describe, expect, it } from 'vitest';
import {
  DELETION_REASONS,
  MARRIAGE_FIXED_DELETION_REASON,
  OTHER_DELETION_REASON,
  OTHER_REPORT_REASON,
  REPORT_REASONS,
} from './reasons';
import { FEEDBACK_CATEGORIES } from './feedback';
import { CHAT_GUIDELINES } from './chat-guidelines';

describe('reasons and categories', () => {
  it('has the seven report reasons of §9', () => {
    expect(REPORT_REASONS).toEqual([
      'This profile has got married',
      'This user is Abusing',
      'Wrong information provided',
      'This is a broker',
      'Spam (Annoying with calls or messages)',
      'Other (Describe in detail)',
      'Delete this profile, this is married',
    ]);
    expect(OTHER_REPORT_REASON).toBe('Other (Describe in detail)');
  });

  it('has the ten deletion reasons of §9, marriage fixed first and Others last', () => {
    expect(DELETION_REASONS).toHaveLength(10);
    expect(DELETION_REASONS[0]).toBe(MARRIAGE_FIXED_DELETION_REASON);
    expect(MARRIAGE_FIXED_DELETION_REASON).toBe('Marriage/Proposal fixed from the product');
    expect(DELETION_REASONS[9]).toBe(OTHER_DELETION_REASON);
    expect(OTHER_DELETION_REASON).toBe('Others');
    expect(DELETION_REASONS).toContain("Don't want to tell the reason");
    expect(DELETION_REASONS).toContain('People are misbehaving/misusing my profile data');
  });

  it('has the feedback categories with their labels', () => {
    expect(FEEDBACK_CATEGORIES).toEqual([
      { value: 'feedback', label: 'Feedbacks' },
      { value: 'suggestion', label: 'Suggestions' },
      { value: 'complaint', label: 'Complaint' },
    ]);
  });

  it('has nine chat guidelines written as sentences', () => {
    expect(CHAT_GUIDELINES).toHaveLength(9);
    for (const rule of CHAT_GUIDELINES) expect(rule).toMatch(/^[A-Z].+\.$/);
    expect(CHAT_GUIDELINES.some((r) => /money/i.test(r))).toBe(true);
    expect(CHAT_GUIDELINES.some((r) => /parents/i.test(r))).toBe(true);
    expect(CHAT_GUIDELINES.some((r) => /harass/i.test(r))).toBe(true);
  });
});
