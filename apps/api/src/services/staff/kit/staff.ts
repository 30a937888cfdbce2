import type { StaffRole } from '@rishta/domain';

/**
 * A moderation-console member behind a staff token (issue 13). Staff have no profile and never act
 * as users: plugins/auth.ts makes a Staff or a Viewer from a token, never both.
 */
export interface Staff {
  accountId: number;
  username: string;
  role: StaffRole;
}
