import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import adminEn from '@/i18n/locales/en/admin.json';
import { apiError, callsOf, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { staffSession } from '../lib/staff-session';
import { feedbackInbox, pendingProfile, pendingQueue, storedStaff } from '../test/builders';
import { CONSOLE_TEST, renderConsole, warmUpConsole } from '../test/render-console';
import { RoleGate } from './require-staff';

beforeAll(warmUpConsole, 30_000);
afterEach(() => staffSession.clear());

const signedInAnswers = {
  'GET /admin/profiles/pending/': pendingQueue([pendingProfile(1)]),
  'GET /admin/feedback/': feedbackInbox([]),
};

describe('console shell', CONSOLE_TEST, () => {
  it('shows who is signed in and their role (as the server says), and only the screens that exist', async () => {
    fakeApi({ 'GET /admin/me/': { username: 'mod@example.com', role: 'moderator' }, ...signedInAnswers });
    renderConsole('/admin/new-profiles', { staff: storedStaff({ username: 'mod@example.com' }) });

    expect(await screen.findByRole('heading', { level: 1, name: 'New profiles' })).toBeInTheDocument();
    expect(screen.getByText('mod@example.com')).toBeInTheDocument();
    expect(screen.getByText('Moderator')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(nav).toHaveTextContent(/New profiles.*Feedback/);
    expect(screen.getByRole('link', { name: /New profiles/ })).toHaveAttribute('aria-current', 'page');
  });

  it('goes back to the sign-in when the server ends the session, and says why', async () => {
    fakeApi({ 'GET /admin/me/': apiError(401, 'invalidToken'), ...signedInAnswers });
    renderConsole('/admin/feedback', { staff: storedStaff() });

    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
    expect(screen.getByText('Your session has ended. Please sign in again.')).toBeInTheDocument();
    expect(staffSession.get()).toBeNull();
  });

  it('signs out on the server and here', async () => {
    const fetch = fakeApi({
      'GET /admin/me/': { username: 'mod@example.com', role: 'moderator' },
      'POST /admin/logout/': { status: 204, body: null },
      ...signedInAnswers,
    });
    const { user } = renderConsole('/admin/new-profiles', { staff: storedStaff() });

    await user.click(await screen.findByRole('button', { name: 'Sign out' }));

    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
    expect(staffSession.get()).toBeNull();
    expect(callsOf(fetch, 'POST').map(([url]) => url)).toEqual(['/api/admin/logout/']);
    const logout = fetch.mock.calls.find(([u]) => u === '/api/admin/logout/');
    expect(new Headers(logout?.[1]?.headers).get('authorization')).toBe('Token staff-token-1');
  });

  it('keeps the sign-in of a user of the public site apart from the staff one', async () => {
    localStorage.setItem('rishta.session', JSON.stringify({ token: 'user-token', username: '9000000001' }));
    const fetch = fakeApi({
      'GET /admin/me/': { username: 'mod@example.com', role: 'moderator' },
      ...signedInAnswers,
    });
    renderConsole('/admin/new-profiles', { staff: storedStaff() });
    await screen.findByRole('heading', { level: 1, name: 'New profiles' });
    for (const [, init] of fetch.mock.calls) {
      expect(new Headers(init?.headers).get('authorization')).toBe('Token staff-token-1');
    }
    localStorage.removeItem('rishta.session');
  });

  it('tells a moderator that an admin-only screen is for admins', async () => {
    fakeApi({ 'GET /admin/me/': { username: 'mod@example.com', role: 'moderator' } });
    staffSession.set(storedStaff());
    renderWithProviders(
      <RoleGate role="admin">
        <p>Staff accounts</p>
      </RoleGate>,
      { namespaces: { admin: adminEn } },
    );
    expect(await screen.findByText(/Only admins can open this page/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Staff accounts')).not.toBeInTheDocument());
  });
});
