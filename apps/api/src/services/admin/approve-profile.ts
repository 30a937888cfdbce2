import { eq } from 'drizzle-orm';
import { MESSAGES, type ApproveProfileResponse } from '@rishta/domain';
import { auditLog, profiles, type Db } from '@rishta/db';
import { profileByCode } from './profile-by-code';

/**
 * Approves a profile so it appears in listings (DESIGN.md §4). A new profile is also inactive until
 * its owner first saves it in edit mode; an admin who has reviewed and approved it lists it now, so
 * approving also activates it. A blocked account stays out of listings until it is unblocked,
 * which the answer's `listed` says.
 */
export async function approveProfile(
  db: Db,
  adminAccountId: number,
  code: string,
): Promise<ApproveProfileResponse> {
  const profile = await profileByCode(db, code);
  await db.transaction(async (tx) => {
    await tx
      .update(profiles)
      .set({ approvalStatus: 'approved', isActive: true })
      .where(eq(profiles.id, profile.id));
    await tx
      .insert(auditLog)
      .values({ actorAccountId: adminAccountId, action: 'approve', subject: `profile:${profile.id}` });
  });
  return {
    profile_code: profile.profileCode,
    approval_status: 'approved',
    is_active: true,
    listed: !profile.isBlocked,
    message: MESSAGES.profileApproved,
  };
}
