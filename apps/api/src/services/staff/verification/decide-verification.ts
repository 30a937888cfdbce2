import { eq } from 'drizzle-orm';
import { type VerificationDecision, type VerificationDecisionResponse, STAFF_MESSAGES } from '@rishta/domain';
import { profiles, type Db } from '@rishta/db';
import { AppError } from '../../../lib/http-error';
import { recordAudit } from '../audit/record-audit';
import { profileByCode } from '../kit/profile-by-code';

const notInProcess = () => AppError.detail(409, 'verificationNotInProcess');

/**
 * Verification moves In Process → Verified or Rejected (DESIGN.md §4). Only an In Process profile
 * has a document waiting to be judged; deciding anything else would verify someone who never sent
 * one, or overturn a decision without a new document (the user uploads again after a rejection,
 * which puts the profile back In Process). The remark is what a rejected user is told.
 */
export async function decideVerification(
  db: Db,
  adminAccountId: number,
  code: string,
  decision: { status: VerificationDecision; remark?: string | undefined },
  now: Date,
): Promise<VerificationDecisionResponse> {
  const profile = await profileByCode(db, code);
  if (profile.verificationStatus !== 'In Process') throw notInProcess();
  const remark = decision.remark?.trim() || null;
  await db.transaction(async (tx) => {
    // Locked and checked again: two moderators deciding at once cannot both win, and the audit's
    // "before" is what this decision replaced.
    const [before] = await tx
      .select({
        accountId: profiles.accountId,
        verificationStatus: profiles.verificationStatus,
        verificationRemarks: profiles.verificationRemarks,
      })
      .from(profiles)
      .where(eq(profiles.id, profile.id))
      .for('update');
    if (before?.verificationStatus !== 'In Process') throw notInProcess();
    await tx
      .update(profiles)
      .set({ verificationStatus: decision.status, verificationRemarks: remark })
      .where(eq(profiles.id, profile.id));
    await recordAudit(tx, {
      at: now,
      actor: adminAccountId,
      action: decision.status === 'Verified' ? 'verify' : 'reject_verification',
      subject: `profile:${profile.id}`,
      subjectAccountId: before.accountId,
      reason: remark,
      before: {
        verification_status: before.verificationStatus,
        verification_remarks: before.verificationRemarks,
      },
      after: { verification_status: decision.status, verification_remarks: remark },
    });
  });
  return {
    profile_code: profile.profileCode,
    verification_status: decision.status,
    verification_remarks: remark,
    message: STAFF_MESSAGES.verificationDecided,
  };
}
