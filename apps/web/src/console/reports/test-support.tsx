// Test support for the reports screen: the console rendered with this screen's text, and builders
// of the reports API's answers from the domain's types (`patch` changes only what a test is about).
import { Route, Routes } from 'react-router';
import userEvent from '@testing-library/user-event';
import type { ReportQueueResponse } from '@rishta/domain';
import adminEn from '@/i18n/locales/en/admin.json';
import adminDeletionsEn from '@/i18n/locales/en/admin-deletions.json';
import adminReportsEn from '@/i18n/locales/en/admin-reports.json';
import { renderWithProviders } from '@/test/render-with-providers';
import { AdminConsole } from '../admin-console';
import { staffSession, type StaffSession } from '../lib/staff-session';
import type { ReportGroup, ReportedProfile } from './queries';

type Report = ReportGroup['reports'][number];

/**
 * The console as the router mounts it, opened at `route`, with this screen's text (and the
 * deletions screen's, whose sidebar entry sits beside it); test/render-console.tsx loads only
 * the `admin` namespace.
 */
export function renderConsoleWithReports(route: string, staff: StaffSession) {
  staffSession.clear();
  staffSession.set(staff);
  return {
    user: userEvent.setup({ delay: null }),
    ...renderWithProviders(
      <Routes>
        <Route path="/admin/*" element={<AdminConsole />} />
      </Routes>,
      {
        route,
        namespaces: { admin: adminEn, 'admin-reports': adminReportsEn, 'admin-deletions': adminDeletionsEn },
      },
    ),
  };
}

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

/** A reported profile with `photoCount` photos (slots 0, 1, …). */
export const reportedProfile = (
  id: number,
  patch: Partial<ReportedProfile> = {},
  photoCount = 2,
): ReportedProfile => ({
  id,
  account_id: 500 + id,
  profile_code: `RM${100000 + id}`,
  full_name: `Person ${id}`,
  slug: `person-${id}`,
  gender: 'Female',
  username: `98765${String(id).padStart(5, '0')}`,
  is_blocked: false,
  block_reason: null,
  approval_status: 'approved',
  photos: Array.from({ length: photoCount }, (_, slot) => ({
    slot,
    url: `https://media.test/staff/photo-${id}-${slot}.jpg?sig=x`,
  })),
  ...patch,
});

/** An open report made by "Reporter <id>", `hours` hours ago. */
export const staffReport = (id: number, patch: Partial<Report> = {}, hours = 48): Report => ({
  id,
  reporter: { profile_code: `RM${200000 + id}`, full_name: `Reporter ${id}` },
  reason: 'This is a broker',
  description: null,
  evidence_url: `https://media.test/staff/evidence-${id}.jpg?sig=x`,
  created_on: hoursAgo(hours),
  status: 'open',
  staff_note: null,
  handled_on: null,
  handled_by: null,
  ...patch,
});

export const reportGroup = (profile: ReportedProfile, reports: Report[]): ReportGroup => ({
  profile,
  reports,
});

/** The queue's answer; the counts are about open reports, as the API's are. */
export const reportQueue = (
  results: ReportGroup[],
  open: ReportGroup[] = results.filter((g) => g.reports.some((r) => r.status === 'open')),
): ReportQueueResponse => {
  const openReports = open.flatMap((g) => g.reports.filter((r) => r.status === 'open'));
  return {
    open_count: openReports.length,
    group_count: open.length,
    oldest_since: openReports.map((r) => r.created_on).sort()[0] ?? null,
    results,
  };
};
