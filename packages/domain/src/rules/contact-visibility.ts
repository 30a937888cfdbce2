// Who may see a profile's contact details (contact_number, whatsapp_number, email): DESIGN §5.3,
// from SPEC.md §5 and §6. The API omits the fields unless this says yes, using the server clock.

import { CONTACT_HOURS } from '../constants/limits';
import type { ProposalStatus } from '../constants/profile-options';
import { indiaClock } from './india-time';

/** 08:00 (inclusive) to 22:00 (exclusive) India time. */
export function isWithinContactHours(now: Date): boolean {
  const { hours } = indiaClock(now);
  return hours >= CONTACT_HOURS.start && hours < CONTACT_HOURS.end;
}

/** One proposal between the viewer and the profile, either way. */
export interface PairProposal {
  senderId: number | string;
  receiverId: number | string;
  status: ProposalStatus;
}

export interface ContactVisibilityInput {
  /** The logged-in viewer's profile id; absent for visitors without a token. */
  viewerId: number | string | null | undefined;
  ownerId: number | string;
  isOwner?: boolean;
  /** Every proposal between the viewer and this profile, either way (the rule reads them itself). */
  proposals: readonly PairProposal[];
  /** The profile hides its contact details (female profiles by default). */
  privateContact: boolean;
  /**
   * The viewer's own profile is listed (approved, active, not blocked). An account nobody has
   * approved gets no contact details at all (issue 10: a never-approved account collected numbers).
   * Absent means listed, for callers that have checked it already.
   */
  viewerListed?: boolean;
  now: Date;
}

/**
 * Why a viewer sees no contact details, as a code the API sends and the web translates (issue 10:
 * the page used to guess from the device's clock and said the wrong thing at night). The daily
 * limit is decided by the API, which counts; the rest follows from this rule.
 */
export const CONTACT_HIDDEN_REASONS = [
  'login_required',
  'not_approved',
  'outside_hours',
  'private',
  'daily_limit',
] as const;
export type ContactHiddenReason = (typeof CONTACT_HIDDEN_REASONS)[number];

/** Who sees what: the owner always, a proposal pair always, everyone else by the hours. */
export type ContactAccess =
  { visible: true; basis: 'owner' | 'proposal' | 'hours' } | { visible: false; reason: ContactHiddenReason };

export function contactAccess(input: ContactVisibilityInput): ContactAccess {
  if (input.viewerId === null || input.viewerId === undefined || input.viewerId === '') {
    return { visible: false, reason: 'login_required' };
  }
  const viewer = String(input.viewerId);
  const owner = String(input.ownerId);
  if (input.isOwner || viewer === owner) return { visible: true, basis: 'owner' };
  if (input.viewerListed === false) return { visible: false, reason: 'not_approved' };
  const between = input.proposals;
  // The profile proposed to the viewer, or the two agreed: they may talk at any hour.
  const received = between.some((p) => String(p.senderId) === owner && String(p.receiverId) === viewer);
  const accepted = between.some((p) => p.status === 'Accepted');
  if (received || accepted) return { visible: true, basis: 'proposal' };
  if (!isWithinContactHours(input.now)) return { visible: false, reason: 'outside_hours' };
  // A private number opens to someone who proposed, unless the profile said no (decision 002).
  const sentOpen = between.some(
    (p) => String(p.senderId) === viewer && String(p.receiverId) === owner && p.status !== 'Rejected',
  );
  if (input.privateContact && !sentOpen) return { visible: false, reason: 'private' };
  return { visible: true, basis: 'hours' };
}

export function canSeeContact(input: ContactVisibilityInput): boolean {
  return contactAccess(input).visible;
}
