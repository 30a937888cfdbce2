import { and, eq, inArray } from 'drizzle-orm';
import {
  ANSWERABLE_PROPOSAL_STATUSES,
  MESSAGES,
  type ProposalUpdate,
  type ProposalUpdateResponse,
} from '@rishta/domain';
import { profiles, proposals, type Db } from '@rishta/db';
import { AppError, notFound } from '../../lib/http-error';
import { loadParty } from './proposal-parties';
import { toProposalRecord } from './proposal-record';

/**
 * PATCH /profiles/proposal-update/{id}/: only the receiver answers, once: Accepted, or Rejected
 * with the reason the sender will read. Anyone who is neither side gets the same 404 as for a
 * proposal that does not exist, so ids cannot be probed.
 */
export async function answerProposal(
  db: Db,
  viewerProfileId: number | null,
  proposalId: number,
  update: ProposalUpdate,
  now: Date,
): Promise<ProposalUpdateResponse> {
  const [row] = await db.select().from(proposals).where(eq(proposals.id, proposalId)).limit(1);
  const isSide = row && (row.senderId === viewerProfileId || row.receiverId === viewerProfileId);
  if (!row || !isSide) throw notFound();
  if (row.receiverId !== viewerProfileId) throw AppError.detail(403, 'proposalOnlyReceiver');
  // A sender who is no longer listed has dropped out of the received list; nothing to answer.
  const sender = await loadParty(db, eq(profiles.id, row.senderId));
  if (!sender?.listed) throw notFound('proposalUnavailable');

  const rejected = update.status === 'Rejected';
  // Only from an unanswered status, in the same statement, so two answers cannot both win.
  const [updated] = await db
    .update(proposals)
    .set({ status: update.status, message: rejected ? (update.message ?? null) : null, updatedAt: now })
    .where(and(eq(proposals.id, row.id), inArray(proposals.status, [...ANSWERABLE_PROPOSAL_STATUSES])))
    .returning();
  if (!updated) throw AppError.detail(409, 'proposalAlreadyAnswered');
  return {
    message: rejected ? MESSAGES.proposalRejected : MESSAGES.proposalAccepted,
    proposal: toProposalRecord(updated),
  };
}
