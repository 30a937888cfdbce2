import type { Feedback } from '../schemas/feedback';

/** One complete, valid feedback message (SPEC.md §3); `overrides` change only what a test is about. */
export function validFeedback(overrides: Partial<Feedback> = {}): Feedback {
  return {
    category: 'suggestion',
    name: 'Ahmed Khan',
    gender: 'Male',
    mobile: '9876543210',
    email: 'ahmed@example.com',
    location: 'Pune',
    description: 'Please add more books in Urdu.',
    ...overrides,
  };
}
