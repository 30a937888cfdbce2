import type { VerificationStatus } from '../constants/profile-options';

/**
 * Who may send an ID document (SPEC.md §4 verification): a profile that is Not Verified, or whose
 * document was Rejected (after reading the remark, they send a better one). While In Process a
 * document already waits for an admin, and a Verified profile has nothing left to prove.
 */
export function canSendVerificationDocument(status: VerificationStatus | string): boolean {
  return status === 'Not Verified' || status === 'Rejected';
}
