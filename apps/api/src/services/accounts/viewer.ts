import { createHash } from 'node:crypto';
import type { Gender } from '@rishta/domain';

/**
 * Who is asking: the user account behind a request's token (plugins/auth.ts reads it). Staff are a
 * separate `Staff` (services/staff/kit/staff.ts): their tokens never make a Viewer.
 */
export interface Viewer {
  accountId: number;
  username: string;
  /** Absent for an account whose sign-up has not made a profile. */
  profileId: number | null;
  gender: Gender | null;
  /** The viewer's own profile is listed (approved, active, not blocked); false without one. */
  listed: boolean;
}

/** Session tokens are stored only as this hash, so a database leak does not leak sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
