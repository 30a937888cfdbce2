// Feedback categories (SPEC.md §3 values, §9 labels).

export const FEEDBACK_CATEGORIES = [
  { value: 'feedback', label: 'Feedbacks' },
  { value: 'suggestion', label: 'Suggestions' },
  { value: 'complaint', label: 'Complaint' },
] as const;

export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number]['value'];

export const FEEDBACK_CATEGORY_VALUES = FEEDBACK_CATEGORIES.map((c) => c.value) as unknown as readonly [
  FeedbackCategory,
  ...FeedbackCategory[],
];
