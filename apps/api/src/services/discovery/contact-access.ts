import { and, eq, or } from 'drizzle-orm';
import { canSeeContact } from '@rishta/domain';
import { proposals, type Db } from '@rishta/db';
import type { Viewer } from '../../plugins/auth';
import type { ProfileRow } from '../profiles/profile-access';

/**
 * Gathers canSeeContact's inputs from the proposals between the viewer and the profile; the
 * decision itself stays in the one pure domain function (DESIGN.md §5.3).
 */
export async function mayViewerSeeContact(
  db: Db,
  viewer: Viewer | null,
  profile: ProfileRow,
  now: Date,
): Promise<boolean> {
  const viewerId = viewer?.profileId ?? null;
  if (viewerId === null) return false;
  const between = await db
    .select({ senderId: proposals.senderId, status: proposals.status })
    .from(proposals)
    .where(
      or(
        and(eq(proposals.senderId, viewerId), eq(proposals.receiverId, profile.id)),
        and(eq(proposals.senderId, profile.id), eq(proposals.receiverId, viewerId)),
      ),
    );
  const received = between.filter((p) => p.senderId === profile.id);
  const sent = between.filter((p) => p.senderId === viewerId);
  return canSeeContact({
    viewerId,
    ownerId: profile.id,
    receivedProposalFromProfile: received.length > 0,
    acceptedProposalWithProfile: between.some((p) => p.status === 'Accepted'),
    // A rejected proposal no longer opens a hidden contact: the profile said no to this viewer.
    sentProposalToProfile: sent.some((p) => p.status !== 'Rejected'),
    privateContact: profile.privateContact,
    now,
  });
}
