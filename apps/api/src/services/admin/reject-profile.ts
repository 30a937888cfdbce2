import { eq } from 'drizzle-orm';
import { MESSAGES, type RejectProfileResponse } from '@rishta/domain';
import { auditLog, profiles, type Db } from '@rishta/db';
import { profileByCode } from './profile-by-code';

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
): Promise<RejectProfileResponse> {
  const profile = await profileByCode(db, code);
  await db.transaction(async (tx) => {
    await tx
      .update(profiles)
      .set({ approvalStatus: 'rejected', approvalRemarks: reason })
      .where(eq(profiles.id, profile.id));
    await tx
      .insert(auditLog)
      .values({ actorAccountId: adminAccountId, action: 'reject', subject: `profile:${profile.id}`, reason });
  });
  return {
    profile_code: profile.profileCode,
    approval_status: 'rejected',
    approval_remarks: reason,
    message: MESSAGES.profileRejected,
  };
}
