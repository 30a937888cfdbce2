import { and, count, desc, eq } from 'drizzle-orm';
import { LOOKUP_LIMIT, type ProposalItem } from '@rishta/domain';
import { accounts, profiles, proposals, type Db } from '@rishta/db';
import type { MediaUrls } from '../../lib/media-urls';
import type { Viewer } from '../accounts/viewer';
import { toProfileCards } from '../profiles/profile-card';
import { contactFields } from '../profiles/profile-fields';
import { listedProfile } from '../profiles/listed';
import { contactVisibleIds } from '../contact/contact-access';
import { toProposalRecord } from './proposal-record';

export type ProposalDirection = 'sent' | 'received';

export interface ProposalPage {
  count: number;
  page: number;
  limit: number;
  results: ProposalItem[];
}

/**
 * GET /profiles/proposal/sent/ and /received/: the caller's own proposals, newest first, at most
 * LOOKUP_LIMIT (SPEC.md §9). Each carries the other side's card, and its contact only when the
 * contact rule allows it now; the rule's inputs for the whole page come from one query.
 */
export async function listProposals(
  db: Db,
  urls: MediaUrls,
  viewer: Viewer,
  viewerProfileId: number,
  direction: ProposalDirection,
  query: { limit?: number; page?: number },
  now: Date,
): Promise<ProposalPage> {
  const limit = Math.min(query.limit ?? LOOKUP_LIMIT, LOOKUP_LIMIT);
  const page = query.page ?? 1;
  const [mine, otherSide] =
    direction === 'sent'
      ? [proposals.senderId, proposals.receiverId]
      : [proposals.receiverId, proposals.senderId];
  // The other side must still be listed: deleted, blocked or unapproved people drop out.
  const where = and(eq(mine, viewerProfileId), listedProfile);
  const from = () =>
    db
      .select({ proposal: proposals, profile: profiles })
      .from(proposals)
      .innerJoin(profiles, eq(profiles.id, otherSide))
      .innerJoin(accounts, eq(accounts.id, profiles.accountId));

  const [rows, [total]] = await Promise.all([
    from()
      .where(where)
      .orderBy(desc(proposals.createdAt), desc(proposals.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ n: count() })
      .from(proposals)
      .innerJoin(profiles, eq(profiles.id, otherSide))
      .innerJoin(accounts, eq(accounts.id, profiles.accountId))
      .where(where),
  ]);

  const others = rows.map((r) => r.profile);
  const [cards, visible] = await Promise.all([
    toProfileCards(db, urls, viewer, others, now),
    contactVisibleIds(db, viewer, others, now),
  ]);
  const results = rows.map(({ proposal, profile }, i) => ({
    ...toProposalRecord(proposal),
    profile: cards[i]!,
    ...(visible.has(profile.id) ? { contact: contactFields(profile) } : {}),
  }));
  return { count: total?.n ?? 0, page, limit, results };
}
