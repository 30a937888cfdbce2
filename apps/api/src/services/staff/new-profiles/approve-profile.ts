import { type ApproveProfileResponse, STAFF_MESSAGES } from '@rishta/domain';
import type { Db } from '@rishta/db';
import { changeProfile } from '../kit/change-profile';
import { profileByCode } from '../kit/profile-by-code';

/**
 * Approves a profile so it appears in listings (DESIGN.md §4). A new profile is also inactive until
 * its owner first saves it in edit mode; an admin who has reviewed and approved it lists it now, so
 * approving also activates it. A blocked account (or one asking to be erased) stays out of listings,
 * which the answer's `listed` says: it is the database's own flag after the change.
 */
export async function approveProfile(
  db: Db,
  adminAccountId: number,
  code: string,
  now: Date,
): Promise<ApproveProfileResponse> {
  const profile = await profileByCode(db, code);
  const { listed } = await changeProfile(db, { actor: adminAccountId, at: now }, profile.id, {
    action: 'approve',
    set: { approvalStatus: 'approved', isActive: true },
    audited: ['approvalStatus', 'isActive', 'listed'],
  });
  return {
    profile_code: profile.profileCode,
    approval_status: 'approved',
    is_active: true,
    listed,
    message: STAFF_MESSAGES.profileApproved,
  };
}
