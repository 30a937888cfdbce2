import { describe, expect, it } from 'vitest';
import { canRequestDeletion, deletionPossibleFrom } from './deletion';

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

describe('deletionPossibleFrom', () => {
  it('is the first moment canRequestDeletion allows', () => {
    const from = deletionPossibleFrom('2024-03-01T10:00:00Z');
    expect(from.toISOString()).toBe('2024-03-08T10:00:00.000Z');
    expect(canRequestDeletion('2024-03-01T10:00:00Z', from)).toBe(true);
    expect(canRequestDeletion('2024-03-01T10:00:00Z', new Date(from.getTime() - 1))).toBe(false);
  });
});
