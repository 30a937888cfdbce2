import { createHash } from 'node:crypto';
import type { Gender } from '@rishta/domain';

/** Who is asking: the account behind a request's token (plugins/auth.ts reads it). */
export interface Viewer {
  accountId: number;
  username: string;
  isSuperuser: boolean;
  /** Absent for accounts without a profile (admins). */
  profileId: number | null;
  gender: Gender | null;
  /** The viewer's own profile is listed (approved, active, not blocked); false without one. */
  listed: boolean;
}

/** Session tokens are stored only as this hash, so a database leak does not leak sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
