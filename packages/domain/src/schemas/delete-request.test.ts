import { describe, expect, it } from 'vitest';
import { canRequestDeletion, deleteRequestSchema, reasonToDelete } from './delete-request';
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

describe('canRequestDeletion', () => {
  const created = new Date('2024-03-01T10:00:00Z');

  it('refuses within 7 days of creation', () => {
    expect(canRequestDeletion(created, new Date('2024-03-01T10:00:00Z'))).toBe(false);
    expect(canRequestDeletion(created, new Date('2024-03-08T09:59:59Z'))).toBe(false);
  });

  it('allows from 7 full days on', () => {
    expect(canRequestDeletion(created, new Date('2024-03-08T10:00:00Z'))).toBe(true);
    expect(canRequestDeletion('2024-03-01T10:00:00Z', new Date('2024-04-01T00:00:00Z'))).toBe(true);
  });

  it('refuses an unreadable creation date', () => {
    expect(canRequestDeletion('yesterday', new Date())).toBe(false);
  });
});
