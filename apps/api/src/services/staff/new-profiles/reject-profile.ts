import { type RejectProfileResponse, STAFF_MESSAGES } from '@rishta/domain';
import type { Db } from '@rishta/db';
import { changeProfile } from '../kit/change-profile';
import { profileByCode } from '../kit/profile-by-code';

/**
 * Rejects a profile with a reason its owner reads on their own page (issue 13). It leaves the
 * listings at once; when the owner saves a corrected profile it goes back to the queue
 * (update-profile.ts).
 */
export async function rejectProfile(
  db: Db,
  adminAccountId: number,
  code: string,
  reason: string,
  now: Date,
): Promise<RejectProfileResponse> {
  const profile = await profileByCode(db, code);
  await changeProfile(db, { actor: adminAccountId, at: now }, profile.id, {
    action: 'reject',
    reason,
    set: { approvalStatus: 'rejected', approvalRemarks: reason },
    audited: ['approvalStatus', 'approvalRemarks', 'listed'],
  });
  return {
    profile_code: profile.profileCode,
    approval_status: 'rejected',
    approval_remarks: reason,
    message: STAFF_MESSAGES.profileRejected,
  };
}
