// Builders of the staff API's answers for the console's tests, from the domain's types; `patch`
// changes only what a test is about.
import type { PendingProfilesResponse, StaffPasswordResponse, StaffSessionResponse } from '@rishta/domain';
import type { PendingProfile } from '../resources/new-profiles/new-profiles';
import type { StaffSession } from '../kit/api/staff-session';

/** A 1×1 SVG as a data URL, standing in for the server's QR code. */
const TINY_SVG = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=';

export const enrolAnswer = (patch: Partial<Extract<StaffPasswordResponse, { stage: 'enrol' }>> = {}) =>
  ({
    stage: 'enrol',
    challenge: 'challenge-1',
    secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    otpauth_url:
      'otpauth://totp/Rishta%20moderation:admin%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    qr_svg: TINY_SVG,
    ...patch,
  }) satisfies StaffPasswordResponse;

export const codeAnswer = (challenge = 'challenge-1'): StaffPasswordResponse => ({
  stage: 'code',
  challenge,
});

export const staffSessionAnswer = (patch: Partial<StaffSessionResponse> = {}): StaffSessionResponse => ({
  token: 'staff-token-1',
  username: 'admin@example.com',
  role: 'admin',
  expires_at: '2026-01-01T12:00:00.000Z',
  message: 'Signed in to the moderation console.',
  ...patch,
});

export const RECOVERY_CODES = Array.from({ length: 10 }, (_, i) => `AB${i}C-DEF${i}`);

/** What the browser keeps after a sign-in. */
export const storedStaff = (patch: Partial<StaffSession> = {}): StaffSession => ({
  token: 'staff-token-1',
  username: 'moderator@example.com',
  role: 'moderator',
  expiresAt: '2026-01-01T12:00:00.000Z',
  ...patch,
});

/** One profile of the approval queue, `days` days old. */
export const pendingProfile = (id: number, patch: Partial<PendingProfile> = {}): PendingProfile => ({
  profile_code: `RM${100000 + id}`,
  slug: `person-${id}`,
  full_name: `Person ${id}`,
  gender: 'Female',
  created_on: new Date(Date.now() - (10 - id) * 86_400_000).toISOString(),
  previous_rejection: null,
  keyword_hit_count: 0,
  duplicate_count: 0,
  ...patch,
});

export const pendingQueue = (results: PendingProfile[], count = results.length): PendingProfilesResponse => ({
  count,
  oldest_since: results[0]?.created_on ?? null,
  results,
});
