import type { StaffRole } from '@rishta/domain';
import { useStaffMe } from '../api/staff-queries';
import { useStaffSession } from '../api/staff-session';

/**
 * Who is signed in: the server's answer (GET /admin/me/) once it is in, the sign-in's until then,
 * so the sidebar draws at once and still follows a role an admin changed.
 */
export function useStaffIdentity(): { username: string; role: StaffRole } | null {
  const session = useStaffSession();
  const { data: me } = useStaffMe();
  if (!session) return null;
  return me ?? { username: session.username, role: session.role };
}
