// Who may see a profile's contact details (contact_number, whatsapp_number, email): DESIGN §5.3,
// from SPEC.md §5 and §6. The API omits the fields unless this says yes, using the server clock.

import { CONTACT_HOURS } from '../constants/limits';
import { indiaClock } from './india-time';

/** 08:00 (inclusive) to 22:00 (exclusive) India time. */
export function isWithinContactHours(now: Date): boolean {
  const { hours } = indiaClock(now);
  return hours >= CONTACT_HOURS.start && hours < CONTACT_HOURS.end;
}

export interface ContactVisibilityInput {
  /** The logged-in viewer's profile id; absent for visitors without a token. */
  viewerId: number | string | null | undefined;
  ownerId: number | string;
  isOwner?: boolean;
  /** The viewer received a proposal from this profile. */
  receivedProposalFromProfile: boolean;
  /** A proposal between the viewer and this profile (either way) was Accepted. */
  acceptedProposalWithProfile: boolean;
  /** The viewer sent a proposal to this profile. */
  sentProposalToProfile: boolean;
  /** The profile hides its contact details (female profiles by default). */
  privateContact: boolean;
  now: Date;
}

export function canSeeContact(input: ContactVisibilityInput): boolean {
  if (input.viewerId === null || input.viewerId === undefined || input.viewerId === '') return false;
  if (input.isOwner || String(input.viewerId) === String(input.ownerId)) return true;
  if (input.receivedProposalFromProfile || input.acceptedProposalWithProfile) return true;
  if (!isWithinContactHours(input.now)) return false;
  return !input.privateContact || input.sentProposalToProfile;
}
