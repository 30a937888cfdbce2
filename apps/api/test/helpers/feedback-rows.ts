import type { feedback } from '@rishta/db';

/** A feedback message as stored, sent at `createdAt` and marked done at `handledAt` (or open). */
export const feedbackRow = (
  createdAt: Date,
  handledAt: Date | null = null,
): typeof feedback.$inferInsert => ({
  category: 'Suggestion',
  name: 'Rehana',
  gender: 'Female',
  mobile: '9876500011',
  email: 'rehana@example.com',
  location: 'Pune',
  description: 'Please add a search by city.',
  createdAt,
  handledAt,
});
