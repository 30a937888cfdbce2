import { eq } from 'drizzle-orm';
import { type ApproveProfileResponse, STAFF_MESSAGES } from '@rishta/domain';
import { profiles, type Db } from '@rishta/db';
import { notFound } from '../../../lib/http-error';
import { recordAudit } from '../audit/record-audit';
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
  const listed = await db.transaction(async (tx) => {
    // Read under lock, so the audit's "before" is what this approval replaced.
    const [before] = await tx
      .select({
        accountId: profiles.accountId,
        approvalStatus: profiles.approvalStatus,
        isActive: profiles.isActive,
        listed: profiles.listed,
      })
      .from(profiles)
      .where(eq(profiles.id, profile.id))
      .for('update');
    if (!before) throw notFound();
    const [after] = await tx
      .update(profiles)
      .set({ approvalStatus: 'approved', isActive: true })
      .where(eq(profiles.id, profile.id))
      .returning({ listed: profiles.listed });
    await recordAudit(tx, {
      at: now,
      actor: adminAccountId,
      action: 'approve',
      subject: `profile:${profile.id}`,
      subjectAccountId: before.accountId,
      before: { approval_status: before.approvalStatus, is_active: before.isActive, listed: before.listed },
      after: { approval_status: 'approved', is_active: true, listed: after!.listed },
    });
    return after!.listed;
  });
  return {
    profile_code: profile.profileCode,
    approval_status: 'approved',
    is_active: true,
    listed,
    message: STAFF_MESSAGES.profileApproved,
  };
}
