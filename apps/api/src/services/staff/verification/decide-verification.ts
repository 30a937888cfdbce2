import { type VerificationDecision, type VerificationDecisionResponse, STAFF_MESSAGES } from '@rishta/domain';
import type { Db } from '@rishta/db';
import { AppError } from '../../../lib/http-error';
import { changeProfile } from '../kit/change-profile';
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
  await changeProfile(db, { actor: adminAccountId, at: now }, profile.id, {
    action: decision.status === 'Verified' ? 'verify' : 'reject_verification',
    reason: remark,
    // Checked again under the lock: two moderators deciding at once cannot both win.
    check: (locked) => {
      if (locked?.verificationStatus !== 'In Process') throw notInProcess();
    },
    set: { verificationStatus: decision.status, verificationRemarks: remark },
    audited: ['verificationStatus', 'verificationRemarks'],
  });
  return {
    profile_code: profile.profileCode,
    verification_status: decision.status,
    verification_remarks: remark,
    message: STAFF_MESSAGES.verificationDecided,
  };
}
