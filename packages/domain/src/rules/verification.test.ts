import { describe, expect, it } from 'vitest';
import { VERIFICATION_STATUSES } from '../constants/profile-options';
import { canSendVerificationDocument } from './verification';

describe('canSendVerificationDocument', () => {
  it('lets Not Verified and Rejected profiles send a document, not one In Process or Verified', () => {
    expect(VERIFICATION_STATUSES.filter(canSendVerificationDocument)).toEqual(['Not Verified', 'Rejected']);
  });
});
