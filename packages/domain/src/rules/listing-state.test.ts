import { describe, expect, it } from 'vitest';
import { canActOnOthers, listingState } from './listing-state';

describe('listingState (the owner’s standing)', () => {
  const approvedActive = { approvalStatus: 'approved', isActive: true };

  it('is listed only when approved and active', () => {
    expect(listingState(approvedActive)).toBe('listed');
    expect(listingState({ approvalStatus: 'approved', isActive: false })).toBe('inactive');
    expect(listingState({ approvalStatus: 'pending', isActive: true })).toBe('under_review');
    expect(listingState({ approvalStatus: 'rejected', isActive: true })).toBe('rejected');
  });

  it('puts a deletion request before everything: the person wants out', () => {
    expect(listingState({ ...approvedActive, deletionRequested: true })).toBe('deletion_requested');
    expect(listingState({ approvalStatus: 'rejected', isActive: false, deletionRequested: true })).toBe(
      'deletion_requested',
    );
  });

  it('lets only a listed profile act on others', () => {
    expect(canActOnOthers('listed')).toBe(true);
    for (const state of ['under_review', 'inactive', 'rejected', 'deletion_requested'] as const) {
      expect(canActOnOthers(state)).toBe(false);
    }
  });
});
