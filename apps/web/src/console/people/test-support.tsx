// Test support for the People screens: the console rendered with this screen's text, and builders
// of the people API's answers from the domain's types (`patch` changes only what a test is about).
import { Route, Routes, useLocation } from 'react-router';
import { configure } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditRow, PersonDetail } from '@rishta/domain';
import adminEn from '@/i18n/locales/en/admin.json';
import adminPeopleEn from '@/i18n/locales/en/admin-people.json';
import adminStaffEn from '@/i18n/locales/en/admin-staff.json';
import { renderWithProviders } from '@/test/render-with-providers';
import { AdminConsole } from '../admin-console';
import { staffSession, type StaffSession } from '../lib/staff-session';
import type { PersonMatch } from './queries';

// These screens wait on lazy chunks (the route, the notifications' first import): on a busy machine
// that takes longer than testing-library's 1 s default, so the tests that use this wait longer.
configure({ asyncUtilTimeout: 5000 });

/** Where the in-memory router is, so a test can read the address a screen keeps its state in. */
function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{pathname + search}</output>;
}

/**
 * The console as the router mounts it, opened at `route`, with the People and Staff screens' text
 * too (test/render-console.tsx loads only the `admin` namespace), and the current address.
 */
export function renderConsoleWithText(route: string, staff: StaffSession) {
  staffSession.clear();
  staffSession.set(staff);
  return {
    user: userEvent.setup({ delay: null }),
    ...renderWithProviders(
      <>
        <Routes>
          <Route path="/admin/*" element={<AdminConsole />} />
        </Routes>
        <Address />
      </>,
      {
        route,
        namespaces: { admin: adminEn, 'admin-people': adminPeopleEn, 'admin-staff': adminStaffEn },
      },
    ),
  };
}

export const personMatch = (id: number, patch: Partial<PersonMatch> = {}): PersonMatch => ({
  account_id: id,
  username: `98765${String(id).padStart(5, '0')}`,
  profile_code: `RM${100000 + id}`,
  full_name: `Person ${id}`,
  gender: 'Female',
  approval_status: 'approved',
  verification_status: 'Not Verified',
  is_blocked: false,
  created_on: new Date(Date.now() - 30 * 86_400_000).toISOString(),
  ...patch,
});

export const auditRow = (id: number, patch: Partial<AuditRow> = {}): AuditRow => ({
  id,
  created_on: new Date(Date.now() - id * 3_600_000).toISOString(),
  actor: 'moderator@example.com',
  action: 'profile.approve',
  subject: 'profile:7',
  subject_account_id: 7,
  reason: null,
  before: { approval_status: 'pending' },
  after: { approval_status: 'approved' },
  ...patch,
});

/** One user account as the person page gets it: an approved profile with a little history. */
export const personDetail = (patch: Partial<PersonDetail> = {}): PersonDetail => ({
  account_id: 7,
  account: {
    username: '9876500007',
    created_on: '2025-06-01T10:00:00.000Z',
    last_login_at: '2025-12-30T08:00:00.000Z',
    is_blocked: false,
    block_reason: null,
  },
  profile: {
    profile_code: 'RM100007',
    slug: 'ayesha-khan-rm100007',
    full_name: 'Ayesha Khan',
    gender: 'Female',
    date_of_birth: '1998-04-12',
    city: 'Lucknow',
    approval_status: 'approved',
    verification_status: 'Verified',
    listed: true,
    last_active: '2025-12-30T08:00:00.000Z',
    deletion_request: null,
  },
  proposals: { sent: 4, received: 9, accepted: 2 },
  reports: {
    about: {
      count: 2,
      latest: [
        { id: 21, reason: 'Asked me for money.', status: 'open', created_on: '2025-12-29T10:00:00.000Z' },
        { id: 20, reason: 'Fake photo.', status: 'dismissed', created_on: '2025-12-01T10:00:00.000Z' },
      ],
    },
    by: { count: 0, latest: [] },
  },
  notices: [
    {
      id: 3,
      message: 'Please do not share your phone number in your profile text.',
      created_on: '2025-12-02T10:00:00.000Z',
      read_on: null,
    },
  ],
  audit: [
    auditRow(2, {
      action: 'report.warn',
      subject: 'report:20',
      reason: 'First warning.',
      before: null,
      after: { status: 'warned' },
    }),
    auditRow(1),
  ],
  ...patch,
});
