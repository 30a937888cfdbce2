import type { ProposalItem } from '@rishta/domain';
import { proposals } from '@rishta/db';

export type ProposalRow = typeof proposals.$inferSelect;

/** A proposal as the API answers it, without the other side's card (SPEC.md §3 "Proposal"). */
export type ProposalRecord = Omit<ProposalItem, 'profile' | 'contact'>;

export function toProposalRecord(row: ProposalRow): ProposalRecord {
  return {
    id: row.id,
    slug: row.slug,
    sender: row.senderId,
    receiver: row.receiverId,
    status: row.status,
    message: row.message,
    created_on: row.createdAt.toISOString(),
    updated_on: row.updatedAt.toISOString(),
  };
}
