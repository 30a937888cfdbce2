import { and, eq, inArray, or } from 'drizzle-orm';
import { contactAccess, type ContactAccess, type ProposalStatus } from '@rishta/domain';
import { proposals, type Db } from '@rishta/db';

/** One proposal between the viewer and another profile, either way. */
export interface PairProposal {
  id: number;
  senderId: number;
  receiverId: number;
  status: ProposalStatus;
}

/** The part of a profile the contact rule looks at. */
export interface ContactSubject {
  id: number;
  privateContact: boolean;
}

/**
 * Every proposal between `viewerId` and each of `otherIds`, in one query (lists must not ask per
 * item). Profiles with no proposal are absent from the map.
 */
export async function proposalsWith(
  db: Db,
  viewerId: number,
  otherIds: readonly number[],
): Promise<Map<number, PairProposal[]>> {
  const byOther = new Map<number, PairProposal[]>();
  const ids = [...new Set(otherIds)].filter((id) => id !== viewerId);
  if (ids.length === 0) return byOther;
  const rows = await db
    .select({
      id: proposals.id,
      senderId: proposals.senderId,
      receiverId: proposals.receiverId,
      status: proposals.status,
    })
    .from(proposals)
    .where(
      or(
        and(eq(proposals.senderId, viewerId), inArray(proposals.receiverId, ids)),
        and(eq(proposals.receiverId, viewerId), inArray(proposals.senderId, ids)),
      ),
    );
  for (const row of rows) {
    const other = row.senderId === viewerId ? row.receiverId : row.senderId;
    const list = byOther.get(other) ?? [];
    list.push({ ...row, status: row.status as ProposalStatus });
    byOther.set(other, list);
  }
  return byOther;
}

/** Who is looking: their profile id (null for admins and visitors) and whether it is listed. */
export interface ContactViewer {
  profileId: number | null;
  listed: boolean;
}

/**
 * Gathers contactAccess's inputs from the proposals between the viewer and the profile; the
 * decision itself stays in the one pure domain function (DESIGN.md §5.3). The daily limit is
 * added by contact-quota.ts where contacts are shown one profile at a time.
 */
export function contactAccessFor(
  viewer: ContactViewer | null,
  profile: ContactSubject,
  between: readonly PairProposal[],
  now: Date,
): ContactAccess {
  const viewerId = viewer?.profileId ?? null;
  if (viewerId === null) return contactAccess({ viewerId: null, ownerId: profile.id, ...NOTHING, now });
  const received = between.filter((p) => p.senderId === profile.id && p.receiverId === viewerId);
  const sent = between.filter((p) => p.senderId === viewerId && p.receiverId === profile.id);
  return contactAccess({
    viewerId,
    ownerId: profile.id,
    viewerListed: viewer?.listed ?? false,
    receivedProposalFromProfile: received.length > 0,
    acceptedProposalWithProfile: between.some((p) => p.status === 'Accepted'),
    // A rejected proposal no longer opens a hidden contact: the profile said no to this viewer.
    sentProposalToProfile: sent.some((p) => p.status !== 'Rejected'),
    privateContact: profile.privateContact,
    now,
  });
}

const NOTHING = {
  receivedProposalFromProfile: false,
  acceptedProposalWithProfile: false,
  sentProposalToProfile: false,
  privateContact: true,
} as const;

export const contactAllowed = (...args: Parameters<typeof contactAccessFor>): boolean =>
  contactAccessFor(...args).visible;

/** The ids among `subjects` whose contact the viewer may see now; one query for the whole list. */
export async function contactVisibleIds(
  db: Db,
  viewer: ContactViewer | null,
  subjects: readonly ContactSubject[],
  now: Date,
): Promise<Set<number>> {
  const viewerId = viewer?.profileId ?? null;
  const visible = new Set<number>();
  if (viewerId === null || subjects.length === 0) return visible;
  const between = await proposalsWith(
    db,
    viewerId,
    subjects.map((s) => s.id),
  );
  for (const subject of subjects) {
    if (contactAllowed(viewer, subject, between.get(subject.id) ?? [], now)) visible.add(subject.id);
  }
  return visible;
}
