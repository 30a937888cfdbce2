import { describe, expect, it } from 'vitest';
import { PROPOSAL_STATUSES } from '../constants/profile-options';
import { canAnswerProposal } from './proposal-answer';

describe('canAnswerProposal', () => {
  it('allows an answer while the proposal is Sent or Opened, never after Accepted or Rejected', () => {
    expect(PROPOSAL_STATUSES.filter(canAnswerProposal)).toEqual(['Sent', 'Opened']);
    expect(canAnswerProposal('Pending')).toBe(false);
  });
});
