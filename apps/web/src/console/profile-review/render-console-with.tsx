import { Route, Routes } from 'react-router';
import userEvent from '@testing-library/user-event';
import adminEn from '@/i18n/locales/en/admin.json';
import reviewEn from '@/i18n/locales/en/admin-review.json';
import verificationEn from '@/i18n/locales/en/admin-verification.json';
import { renderWithProviders } from '@/test/render-with-providers';
import { AdminConsole } from '../admin-console';
import { staffSession, type StaffSession } from '../lib/staff-session';

/**
 * The console as test/render-console.tsx mounts it, with the English texts of the review and
 * verification screens too (that helper loads only the shell's `admin` namespace).
 */
export function renderConsoleWith(route: string, { staff }: { staff?: StaffSession } = {}) {
  staffSession.clear();
  if (staff) staffSession.set(staff);
  return {
    user: userEvent.setup({ delay: null }),
    ...renderWithProviders(
      <Routes>
        <Route path="/admin/*" element={<AdminConsole />} />
      </Routes>,
      {
        route,
        namespaces: { admin: adminEn, 'admin-review': reviewEn, 'admin-verification': verificationEn },
      },
    ),
  };
}
