import { Route, Routes } from 'react-router';
import { configure } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import adminEn from '@/i18n/locales/en/admin.json';
import { renderWithProviders } from '@/test/render-with-providers';
import { AdminConsole } from '../admin-console';
import { staffSession, type StaffSession } from '../lib/staff-session';

// The console's screens are lazy chunks of a large feature: on a busy machine they take longer to
// appear than testing-library's default second. A test still fails on what it waits for.
configure({ asyncUtilTimeout: 5000 });

/** A test of the console may take this long (rendering, lazy chunks, several answers). */
export const CONSOLE_TEST = { timeout: 30_000 };

/**
 * Loads the console's screens once before a file's tests: each is a lazy chunk, and compiling one
 * on first use can take longer than a test waits for it to appear.
 */
export const warmUpConsole = () =>
  Promise.all([import('../new-profiles/new-profiles-page'), import('../feedback-inbox/feedback-inbox-page')]);

/**
 * The console as the router mounts it (everything under /admin), opened at `route`, signed in as
 * `staff` or signed out, with the screen's own text files (`namespaces`) beside admin.json.
 */
export function renderConsole(
  route: string,
  { staff, namespaces = {} }: { staff?: StaffSession; namespaces?: Record<string, object> } = {},
) {
  staffSession.clear();
  if (staff) staffSession.set(staff);
  return {
    user: userEvent.setup({ delay: null }),
    ...renderWithProviders(
      <Routes>
        <Route path="/admin/*" element={<AdminConsole />} />
        <Route path="*" element={<p>Public site</p>} />
      </Routes>,
      { route, namespaces: { admin: adminEn, ...namespaces } },
    ),
  };
}
