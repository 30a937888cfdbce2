// Builders of the staff management API's answers for the Staff screen's tests.
import type { StaffMember } from './queries';

export const staffMember = (id: number, patch: Partial<StaffMember> = {}): StaffMember => ({
  account_id: id,
  username: `member${id}@example.com`,
  role: 'moderator',
  created_on: '2025-06-01T10:00:00.000Z',
  last_login_at: new Date(Date.now() - 2 * 3_600_000).toISOString(),
  authenticator_set_up: true,
  disabled: false,
  ...patch,
});
