import { describe, expect, it } from 'vitest';
import { deleteRequestSchema, reasonToDelete } from './delete-request';
import { messagesAt } from '../testing/issues';

describe('deleteRequestSchema', () => {
  it('requires a reason from the list', () => {
    expect(messagesAt(deleteRequestSchema, { reason: '' }, 'reason')).toEqual(['This field is required.']);
    expect(deleteRequestSchema.safeParse({ reason: 'Not interested anymore' }).success).toBe(true);
  });

  it('requires text for Others, at most 2000 characters', () => {
    expect(messagesAt(deleteRequestSchema, { reason: 'Others' }, 'other_reason')).toEqual([
      'This field is required.',
    ]);
    expect(
      messagesAt(deleteRequestSchema, { reason: 'Others', other_reason: 'x'.repeat(2001) }, 'other_reason'),
    ).toEqual(['Max 2000 characters required.']);
    expect(deleteRequestSchema.safeParse({ reason: 'Others', other_reason: 'Moving abroad' }).success).toBe(
      true,
    );
  });

  it('stores the typed text for Others, else the reason', () => {
    expect(
      reasonToDelete(deleteRequestSchema.parse({ reason: 'Others', other_reason: 'Moving abroad' })),
    ).toBe('Moving abroad');
    expect(
      reasonToDelete(deleteRequestSchema.parse({ reason: 'Fixed outside the product', other_reason: 'x' })),
    ).toBe('Fixed outside the product');
  });
});
