import { eq } from 'drizzle-orm';
import { type RejectProfileResponse, STAFF_MESSAGES } from '@rishta/domain';
import { profiles, type Db } from '@rishta/db';
import { notFound } from '../../../lib/http-error';
import { recordAudit } from '../audit/record-audit';
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
  await db.transaction(async (tx) => {
    // Read under lock, so the audit's "before" is what this rejection replaced.
    const [before] = await tx
      .select({
        accountId: profiles.accountId,
        approvalStatus: profiles.approvalStatus,
        approvalRemarks: profiles.approvalRemarks,
        listed: profiles.listed,
      })
      .from(profiles)
      .where(eq(profiles.id, profile.id))
      .for('update');
    if (!before) throw notFound();
    const [after] = await tx
      .update(profiles)
      .set({ approvalStatus: 'rejected', approvalRemarks: reason })
      .where(eq(profiles.id, profile.id))
      .returning({ listed: profiles.listed });
    await recordAudit(tx, {
      at: now,
      actor: adminAccountId,
      action: 'reject',
      subject: `profile:${profile.id}`,
      subjectAccountId: before.accountId,
      reason,
      before: {
        approval_status: before.approvalStatus,
        approval_remarks: before.approvalRemarks,
        listed: before.listed,
      },
      after: { approval_status: 'rejected', approval_remarks: reason, listed: after!.listed },
    });
  });
  return {
    profile_code: profile.profileCode,
    approval_status: 'rejected',
    approval_remarks: reason,
    message: STAFF_MESSAGES.profileRejected,
  };
}
