import { Navigate } from 'react-router';
import { consolePath } from './console-paths';
import { ConsoleNotFound } from './console-not-found';
import { visibleNavPages } from './console-nav';
import { useStaffIdentity } from './use-staff-role';

/** /admin opens the first screen this staff member may use. */
export function ConsoleHome() {
  const identity = useStaffIdentity();
  const first = identity && visibleNavPages(identity.role)[0];
  return first ? <Navigate to={consolePath(first.path)} replace /> : <ConsoleNotFound />;
}
