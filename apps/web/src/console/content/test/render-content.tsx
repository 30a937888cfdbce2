import { Route, Routes } from 'react-router';
import { expect } from 'vitest';
import { configure, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import adminEn from '@/i18n/locales/en/admin.json';
import contentEn from '@/i18n/locales/en/admin-content.json';
import { renderWithProviders } from '@/test/render-with-providers';
import { AdminConsole } from '../../admin-console';
import { staffSession } from '../../lib/staff-session';
import { storedStaff } from '../../test/builders';
// The screen is a lazy chunk; loading it with the test file makes it resolve at once on render,
// as from a warm browser cache, instead of racing the first query's timeout.
import '../content-page';

// Mantine renders slowly in jsdom, more so on a busy machine: a screen may take seconds to appear.
configure({ asyncUtilTimeout: 10_000 });
/** For each test file's describe: a test clicks through several dialogs. */
export const SLOW = { timeout: 60_000 };

/**
 * The console opened at `route` with this screen's messages as well as the console's (the
 * console's own render helper loads only `admin`), signed in as an admin unless `role` says.
 */
export function renderContent(route: string, { role = 'admin' }: { role?: 'admin' | 'moderator' } = {}) {
  staffSession.clear();
  staffSession.set(storedStaff({ role, username: `${role}@example.com` }));
  return {
    user: userEvent.setup({ delay: null }),
    ...renderWithProviders(
      <Routes>
        <Route path="/admin/*" element={<AdminConsole />} />
      </Routes>,
      { route, namespaces: { admin: adminEn, 'admin-content': contentEn } },
    ),
  };
}

/** Picks `name` in a Mantine Select: opens it, then clicks the option in its own list. */
export async function choose(user: ReturnType<typeof userEvent.setup>, select: HTMLElement, name: string) {
  await user.click(select);
  await waitFor(() => expect(select).toHaveAttribute('aria-controls'));
  const list = document.getElementById(select.getAttribute('aria-controls')!)!;
  await user.click(within(list).getByRole('option', { name, hidden: true }));
}
