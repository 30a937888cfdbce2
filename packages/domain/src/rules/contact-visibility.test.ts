import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  canSeeContact,
  contactAccess,
  isWithinContactHours,
  type ContactVisibilityInput,
  type PairProposal,
} from './contact-visibility';

// India is UTC+5:30: 08:00 IST = 02:30 UTC, 22:00 IST = 16:30 UTC.
const ist = (hh: number, mm = 0) => new Date(Date.UTC(2024, 5, 10, hh, mm) - 330 * 60_000);

// The viewer is profile 2, the profile looked at is 1.
const receivedBy = (status: PairProposal['status'] = 'Sent'): PairProposal => ({
  senderId: 1,
  receiverId: 2,
  status,
});
const sentBy = (status: PairProposal['status'] = 'Sent'): PairProposal => ({
  senderId: 2,
  receiverId: 1,
  status,
});

const base: ContactVisibilityInput = {
  viewerId: 2,
  ownerId: 1,
  proposals: [],
  privateContact: false,
  now: ist(12),
};

describe('isWithinContactHours', () => {
  it('opens at 08:00 and closes at 22:00 India time', () => {
    expect(isWithinContactHours(ist(7, 59))).toBe(false);
    expect(isWithinContactHours(ist(8, 0))).toBe(true);
    expect(isWithinContactHours(ist(21, 59))).toBe(true);
    expect(isWithinContactHours(ist(22, 0))).toBe(false);
    expect(isWithinContactHours(new Date('2024-06-10T02:30:00Z'))).toBe(true);
    expect(isWithinContactHours(new Date('2024-06-10T02:29:00Z'))).toBe(false);
  });

  it('matches the India clock hour for any instant', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (d) => {
          const minutesIst = (d.getUTCHours() * 60 + d.getUTCMinutes() + 330) % 1440;
          expect(isWithinContactHours(d)).toBe(minutesIst >= 480 && minutesIst < 1320);
        },
      ),
    );
  });
});

describe('canSeeContact', () => {
  it('never shows contacts to visitors', () => {
    expect(canSeeContact({ ...base, viewerId: undefined, proposals: [receivedBy()] })).toBe(false);
    expect(canSeeContact({ ...base, viewerId: null })).toBe(false);
  });

  it('always shows the owner their own contacts', () => {
    expect(canSeeContact({ ...base, viewerId: 1, now: ist(3), privateContact: true })).toBe(true);
    expect(canSeeContact({ ...base, isOwner: true, now: ist(23) })).toBe(true);
  });

  it('always shows contacts after a received or accepted proposal', () => {
    expect(canSeeContact({ ...base, proposals: [receivedBy()], now: ist(3), privateContact: true })).toBe(
      true,
    );
    expect(
      canSeeContact({ ...base, proposals: [sentBy('Accepted')], now: ist(23), privateContact: true }),
    ).toBe(true);
  });

  it('shows other viewers contacts only in contact hours', () => {
    expect(canSeeContact({ ...base, now: ist(12) })).toBe(true);
    expect(canSeeContact({ ...base, now: ist(23) })).toBe(false);
    expect(canSeeContact({ ...base, now: ist(7) })).toBe(false);
  });

  it('needs a sent proposal for a private contact, and still the hours', () => {
    expect(canSeeContact({ ...base, privateContact: true })).toBe(false);
    expect(canSeeContact({ ...base, privateContact: true, proposals: [sentBy()] })).toBe(true);
    expect(canSeeContact({ ...base, privateContact: true, proposals: [sentBy()], now: ist(23) })).toBe(false);
  });

  it('is never more generous outside the hours than inside (property)', () => {
    fc.assert(
      fc.property(
        fc.record({
          received: fc.boolean(),
          accepted: fc.boolean(),
          sent: fc.boolean(),
          priv: fc.boolean(),
          hour: fc.integer({ min: 0, max: 23 }),
        }),
        ({ received, accepted, sent, priv, hour }) => {
          const proposals = [
            ...(received ? [receivedBy()] : []),
            ...(accepted ? [sentBy('Accepted')] : []),
            ...(sent ? [sentBy()] : []),
          ];
          const input = { ...base, proposals, privateContact: priv };
          const inside = canSeeContact({ ...input, now: ist(12) });
          const at = canSeeContact({ ...input, now: ist(hour) });
          if (at) expect(inside).toBe(true);
          if (!received && !accepted && (hour < 8 || hour >= 22)) expect(at).toBe(false);
        },
      ),
    );
  });
});

describe('contactAccess', () => {
  it('says why the contact is hidden, as a code the page translates', () => {
    expect(contactAccess({ ...base, viewerId: null })).toEqual({ visible: false, reason: 'login_required' });
    expect(contactAccess({ ...base, viewerListed: false })).toEqual({
      visible: false,
      reason: 'not_approved',
    });
    expect(contactAccess({ ...base, now: ist(2) })).toEqual({ visible: false, reason: 'outside_hours' });
    expect(contactAccess({ ...base, privateContact: true })).toEqual({ visible: false, reason: 'private' });
  });

  it('names what opened the contact, so the API counts only the hours path against the daily limit', () => {
    expect(contactAccess({ ...base, viewerId: 1 })).toEqual({ visible: true, basis: 'owner' });
    expect(contactAccess({ ...base, proposals: [sentBy('Accepted')], now: ist(2) })).toEqual({
      visible: true,
      basis: 'proposal',
    });
    expect(contactAccess(base)).toEqual({ visible: true, basis: 'hours' });
  });

  it("closes a private number again once the profile rejected the viewer's proposal", () => {
    expect(contactAccess({ ...base, privateContact: true, proposals: [sentBy('Rejected')] })).toEqual({
      visible: false,
      reason: 'private',
    });
    expect(contactAccess({ ...base, privateContact: true, proposals: [sentBy('Opened')] }).visible).toBe(
      true,
    );
  });

  it('gives an unapproved viewer no contact at all, not even through a proposal', () => {
    expect(contactAccess({ ...base, viewerListed: false, proposals: [receivedBy()] }).visible).toBe(false);
    expect(contactAccess({ ...base, viewerId: 1, viewerListed: false }).visible).toBe(true);
  });
});
