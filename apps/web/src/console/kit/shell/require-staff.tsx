import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { staffRoleCovers, type StaffRole } from '@rishta/domain';
import { adminPaths } from './console-paths';
import { useStaffSession } from '../api/staff-session';
import { ConsolePageHeader } from './console-page-header';
import { useStaffIdentity } from './use-staff-role';

/** Where the sign-in page returns to: the console page that sent the staff member there. */
export interface SignInState {
  from?: string;
}

/**
 * The console behind a staff sign-in: without one (or once the server ended it) the sign-in page,
 * which comes back here afterwards.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const session = useStaffSession();
  const { pathname, search } = useLocation();
  if (!session) {
    const state: SignInState = { from: pathname + search };
    return <Navigate to={adminPaths.signIn} replace state={state} />;
  }
  return children;
}

/** A screen for a role this staff member lacks (opened by address): says so instead of failing. */
export function RoleGate({ role, children }: { role: StaffRole; children: ReactNode }) {
  const { t } = useTranslation('console');
  const identity = useStaffIdentity();
  if (identity && !staffRoleCovers(identity.role, role)) {
    return (
      <>
        <ConsolePageHeader title={t('shell.notAllowedTitle')} />
        <Alert color="yellow" variant="light">
          {t('shell.adminsOnly')}
        </Alert>
      </>
    );
  }
  return children;
}
