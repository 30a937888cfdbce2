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
    list.push(row);
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
 * The domain's one contact rule (contactAccess, DESIGN.md §5.3) for this viewer, profile and the
 * proposals between them; it reads the proposals itself, the rejected-proposal exception included. The daily limit is
 * added by contact-quota.ts where contacts are shown one profile at a time.
 */
export function contactAccessFor(
  viewer: ContactViewer | null,
  profile: ContactSubject,
  between: readonly PairProposal[],
  now: Date,
): ContactAccess {
  return contactAccess({
    viewerId: viewer?.profileId ?? null,
    ownerId: profile.id,
    viewerListed: viewer?.listed ?? false,
    proposals: between,
    privateContact: profile.privateContact,
    now,
  });
}

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
