import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { registerLocaleFiles, type Loaders } from '@/i18n';
import { CONSOLE_PAGES } from './console-pages';
import { ConsoleLayout } from './kit/shell/console-layout';
import { ConsoleNotFound } from './kit/shell/console-not-found';
import { ConsoleHome } from './kit/shell/console-home';
import { RequireStaff, RoleGate } from './kit/shell/require-staff';
import { SignInPage } from './screens/sign-in/sign-in-page';

// The console's translations (locales/<lang>/console*.json) are not in the public
// site's list of locale files, which every visitor downloads; this chunk adds them before any
// screen asks.
const consoleLocales = import.meta.glob<Awaited<ReturnType<Loaders[string]>>>([
  '../i18n/locales/*/console*.json',
]);
registerLocaleFiles(
  Object.fromEntries(
    Object.entries(consoleLocales).map(([file, load]) => [
      file.replace(/^.*\/locales\//, './locales/'),
      load,
    ]),
  ),
);

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
