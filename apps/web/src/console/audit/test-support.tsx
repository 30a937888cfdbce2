// For this folder's tests: the console with the audit log's own messages and a line showing the
// address's query (the filters live there), and builders of the API's answers.
import { Route, Routes, useLocation } from 'react-router';
import userEvent from '@testing-library/user-event';
import type { AuditPage, AuditRow } from '@rishta/domain';
import adminEn from '@/i18n/locales/en/admin.json';
import auditEn from '@/i18n/locales/en/admin-audit.json';
import { renderWithProviders } from '@/test/render-with-providers';
import { AdminConsole } from '../admin-console';
import { staffSession } from '../lib/staff-session';
import { storedStaff } from '../test/builders';

function AddressQuery() {
  return <output data-testid="address-query">{useLocation().search}</output>;
}

/** The console opened at `route`, signed in as a moderator. */
export function renderAudit(route = '/admin/audit') {
  staffSession.clear();
  staffSession.set(storedStaff());
  return {
    user: userEvent.setup({ delay: null }),
    ...renderWithProviders(
      <Routes>
        <Route
          path="/admin/*"
          element={
            <>
              <AdminConsole />
              <AddressQuery />
            </>
          }
        />
      </Routes>,
      { route, namespaces: { admin: adminEn, 'admin-audit': auditEn } },
    ),
  };
}

/** Audit row `id`: an approval by a moderator unless `patch` says otherwise. */
export const auditRow = (id: number, patch: Partial<AuditRow> = {}): AuditRow => ({
  id,
  created_on: new Date(Date.UTC(2026, 10, 20, 6, 30) + id * 60_000).toISOString(),
  actor: 'moderator@example.com',
  action: 'approve',
  subject: `profile:${id}`,
  subject_account_id: 100 + id,
  reason: null,
  before: { approval_status: 'pending' },
  after: { approval_status: 'approved' },
  ...patch,
});

/** Rows `from` down to `to` (newest first), as one page of the log. */
export const auditRows = (from: number, to: number) =>
  Array.from({ length: from - to + 1 }, (_, i) => auditRow(from - i));

export const auditPage = (results: AuditRow[], nextBeforeId: number | null = null): AuditPage => ({
  results,
  next_before_id: nextBeforeId,
});
