import { and, count, eq } from 'drizzle-orm';
import type { ProposalCounts } from '@rishta/domain';
import { accounts, profiles, proposals, type Db } from '@rishta/db';
import { listedProfile } from '../profiles/listed';

/** The owner's sent and received counts, counting what the two lists show (listed other sides). */
export async function proposalCounts(db: Db, profileId: number): Promise<ProposalCounts> {
  const countWhere = async (mine: typeof proposals.senderId, other: typeof proposals.senderId) => {
    const [row] = await db
      .select({ n: count() })
      .from(proposals)
      .innerJoin(profiles, eq(profiles.id, other))
      .innerJoin(accounts, eq(accounts.id, profiles.accountId))
      .where(and(eq(mine, profileId), listedProfile));
    return row?.n ?? 0;
  };
  const [sent, received] = await Promise.all([
    countWhere(proposals.senderId, proposals.receiverId),
    countWhere(proposals.receiverId, proposals.senderId),
  ]);
  return { sent, received };
}
