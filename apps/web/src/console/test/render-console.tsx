import type { ComponentType } from 'react';
import { matchPath, Route, Routes, useLocation } from 'react-router';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import type { StaffRole } from '@rishta/domain';
import { fakeApi, type AnswerFn, type FakeAnswer } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { CONSOLE_PAGES } from '../console-pages';
import { staffSession } from '../kit/api/staff-session';
import { ConsoleHome } from '../kit/shell/console-home';
import { ConsoleLayout } from '../kit/shell/console-layout';
import type { ConsolePage } from '../kit/shell/console-page';
import { RequireStaff, RoleGate } from '../kit/shell/require-staff';
import { SignInPage } from '../screens/sign-in/sign-in-page';
import { storedStaff } from './builders';

// Every English text file of the console, so a test never lists the namespaces a screen reads.
const texts = import.meta.glob<Record<string, unknown>>(['../../i18n/locales/en/console*.json'], {
  eager: true,
  import: 'default',
});
const namespaces = Object.fromEntries(
  Object.entries(texts).map(([file, messages]) => [file.replace(/^.*\/(.+)\.json$/, '$1'), messages]),
);

const SIGN_IN: ConsolePage = { path: 'sign-in', role: 'moderator', Page: SignInPage as never };

/**
 * The console page a screen is: the one at `route` (a record in the path, a query), else the one
 * whose export the screen is (the page's lazy chunk names it).
 */
function pageOf(Screen: ComponentType, route?: string): ConsolePage {
  const pages = [...CONSOLE_PAGES, SIGN_IN];
  const name = Screen.displayName ?? Screen.name;
  const pathname = route && new URL(route, 'http://localhost').pathname;
  // The sign-in page is always there (at /admin/sign-in); `route` is where the visitor was going.
  if (Screen === SignInPage) return SIGN_IN;
  const page =
    (pathname && pages.find((p) => matchPath(`/admin/${p.path}`, pathname))) ||
    pages.find((p) => p.Page.displayName === name);
  if (!page) throw new Error(`renderConsole: no console page for ${route ?? name}`);
  return page;
}

/** Where the in-memory router is, so a test can read the address a screen keeps its state in. */
function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{pathname + search}</output>;
}

/** Any other console address: the screen a link led to, named by its address. */
function OtherScreen() {
  return <p data-testid="other-screen">{useLocation().pathname}</p>;
}

export interface ConsoleTestOptions {
  /** Signed in as (null: signed out). A moderator by default. */
  role?: StaffRole | null;
  /** The fake API's answers (test/fake-api.ts), beside GET /admin/me/ for the role. */
  data?: Record<string, FakeAnswer | AnswerFn | unknown>;
  /** The address, when it is not the screen's own (a query, a record in the path). */
  route?: string;
  /** The signed-in username (by role otherwise: moderator@example.com, admin@example.com). */
  username?: string;
  /** Other screens a test goes on to, mounted at their own routes. */
  also?: ComponentType[];
}

/**
 * One console screen as the console shows it, for its tests: inside the console's frame (the
 * sidebar with its counts, the role gate, the sign-in when signed out), signed in as `role`, with
 * the fake API answering `data` and every console text in English. The screen is the module's
 * own export, not its lazy chunk, so nothing waits on a chunk and the default timeouts hold.
 * The theme's CSS variables are left out: jsdom would read them all on every style lookup, which
 * made a role query over the console's frame several times slower (no test reads them).
 * Any other console address shows a placeholder naming it (test id `other-screen`); the current
 * address is in test id `address`. Returns the user-event instance and the fake `fetch`.
 */
export function renderConsole(
  Screen: ComponentType,
  { role = 'moderator', data = {}, route, username, also = [] }: ConsoleTestOptions = {},
) {
  const page = pageOf(Screen, route);
  // The toasts of an earlier test are gone (their store outlives a render).
  notifications.clean();
  notifications.cleanQueue();
  const who = username ?? `${role ?? 'moderator'}@example.com`;
  staffSession.clear();
  if (role) staffSession.set(storedStaff({ role, username: who }));
  const fetch = fakeApi({ 'GET /admin/me/': { username: who, role: role ?? 'moderator' }, ...data });
  const screens = [Screen, ...also]
    .map((Shown): [ConsolePage, ComponentType] => [Shown === Screen ? page : pageOf(Shown), Shown])
    .filter(([shown]) => shown !== SIGN_IN);
  return {
    // No pointer-events check before each click: it reads every ancestor's computed style, which
    // is most of a click's time in jsdom, and the console's tests do not use pointer-events.
    user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }),
    fetch,
    ...renderWithProviders(
      <>
        <Routes>
          <Route path="/admin/sign-in" element={<SignInPage />} />
          <Route
            path="/admin"
            element={
              <RequireStaff>
                <ConsoleLayout />
              </RequireStaff>
            }
          >
            <Route index element={<ConsoleHome />} />
            {screens.map(([{ path, role: needed }, Component]) => (
              <Route
                key={path}
                path={path}
                element={
                  <RoleGate role={needed}>
                    <Component />
                  </RoleGate>
                }
              />
            ))}
            <Route path="*" element={<OtherScreen />} />
          </Route>
          <Route path="*" element={<p>Public site</p>} />
        </Routes>
        <Address />
      </>,
      { route: route ?? `/admin/${page.path}`, namespaces, cssVariables: false },
    ),
  };
}
