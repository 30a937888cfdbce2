// Test support for the deletion-requests screen: the console rendered with this screen's text, and
// builders of the queue's answers from the domain's types (`patch` changes only what a test is about).
import { Route, Routes } from 'react-router';
import userEvent from '@testing-library/user-event';
import adminEn from '@/i18n/locales/en/admin.json';
import adminDeletionsEn from '@/i18n/locales/en/admin-deletions.json';
import adminReportsEn from '@/i18n/locales/en/admin-reports.json';
import { renderWithProviders } from '@/test/render-with-providers';
import { AdminConsole } from '../admin-console';
import { staffSession, type StaffSession } from '../lib/staff-session';
import type { DeletionQueueItem, DeletionQueueResponse } from './queries';

/**
 * The console as the router mounts it, opened at `route`, with this screen's text (and the
 * reports screen's, whose sidebar entry sits beside it); test/render-console.tsx loads only the
 * `admin` namespace.
 */
export function renderConsoleWithDeletions(route: string, staff: StaffSession) {
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
        namespaces: { admin: adminEn, 'admin-deletions': adminDeletionsEn, 'admin-reports': adminReportsEn },
      },
    ),
  };
}

/** A request made `10 - id` days ago, so lower ids are older (the queue's order). */
export const deletionRequest = (id: number, patch: Partial<DeletionQueueItem> = {}): DeletionQueueItem => ({
  id,
  profile_code: `RM${100000 + id}`,
  full_name: `Person ${id}`,
  reason: 'Not interested anymore',
  details: null,
  created_on: new Date(Date.now() - (10 - id) * 86_400_000).toISOString(),
  overdue_since: null,
  ...patch,
});

export const deletionQueue = (
  results: DeletionQueueItem[],
  count = results.length,
): DeletionQueueResponse => ({
  count,
  oldest_since: results[0]?.created_on ?? null,
  overdue: results.filter((r) => r.overdue_since).length,
  results,
});
