import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { registerLocaleFiles, type Loaders } from '@/i18n';
import { consolePath } from './admin-paths';
import { CONSOLE_PAGES } from './console-pages';
import { ConsoleLayout } from './shell/console-layout';
import { ConsoleNotFound } from './shell/console-not-found';
import { visibleNavPages } from './shell/console-nav';
import { RequireStaff, RoleGate } from './shell/require-staff';
import { useStaffIdentity } from './shell/use-staff-role';
import { SignInPage } from './sign-in/sign-in-page';

// The console's translations (locales/<lang>/admin*.json) are not in the public site's list of
// locale files, which every visitor downloads; this chunk adds them before any screen asks.
const consoleLocales = import.meta.glob<Awaited<ReturnType<Loaders[string]>>>(
  '../../i18n/locales/*/admin*.json',
);
registerLocaleFiles(
  Object.fromEntries(
    Object.entries(consoleLocales).map(([file, load]) => [
      file.replace(/^.*\/locales\//, './locales/'),
      load,
    ]),
  ),
);

/** /admin opens the first screen this staff member may use. */
function ConsoleHome() {
  const identity = useStaffIdentity();
  const first = identity && visibleNavPages(identity.role)[0];
  return first ? <Navigate to={consolePath(first.path)} replace /> : <ConsoleNotFound />;
}

/**
 * The moderation console (issue 13), everything under /admin: one lazy chunk the public site
 * never loads, with each screen in a chunk of its own (console-pages.tsx).
 */
export function AdminConsole() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Routes>
        <Route path="sign-in" element={<SignInPage />} />
        <Route
          element={
            <RequireStaff>
              <ConsoleLayout />
            </RequireStaff>
          }
        >
          <Route index element={<ConsoleHome />} />
          {CONSOLE_PAGES.map(({ path, role, Page }) => (
            <Route
              key={path}
              path={path}
              element={
                <RoleGate role={role}>
                  <Page />
                </RoleGate>
              }
            />
          ))}
          <Route path="*" element={<ConsoleNotFound />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
