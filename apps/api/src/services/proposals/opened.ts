import { and, eq } from 'drizzle-orm';
import { proposals, type Db } from '@rishta/db';

/**
 * The receiver opened the sender's profile from the proposal (`from=proposal`): a Sent proposal
 * becomes Opened (DESIGN.md §4). Any other status stays; without such a proposal nothing happens.
 */
export async function markProposalOpened(
  db: Db,
  receiverId: number,
  senderId: number,
  now: Date,
): Promise<void> {
  await db
    .update(proposals)
    .set({ status: 'Opened', updatedAt: now })
    .where(
      and(
        eq(proposals.senderId, senderId),
        eq(proposals.receiverId, receiverId),
        eq(proposals.status, 'Sent'),
      ),
    );
}
