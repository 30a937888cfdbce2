import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { apiError, callsOf } from '@/test/fake-api';
import { staffSession } from '../kit/api/staff-session';
import { NewProfilesPage } from '../resources/new-profiles/pending-profile-item';
import { FeedbackPage } from '../resources/feedback/feedback-item';
import { pendingProfile, pendingQueue } from './builders';
import { renderConsole } from './render-console';

const queue = { 'GET /admin/profiles/pending/': pendingQueue([pendingProfile(1)]) };

describe('console shell', () => {
  it('shows who is signed in and their role (as the server says), and only the screens that exist', async () => {
    renderConsole(NewProfilesPage, { username: 'mod@example.com', data: queue });

    expect(await screen.findByRole('heading', { level: 1, name: 'New profiles' })).toBeInTheDocument();
    expect(screen.getByText('mod@example.com')).toBeInTheDocument();
    expect(screen.getByText('Moderator')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(nav).toHaveTextContent(/New profiles.*Feedback/);
    expect(screen.getByRole('link', { name: /New profiles/ })).toHaveAttribute('aria-current', 'page');
  });

  it('goes back to the sign-in when the server ends the session, and says why', async () => {
    renderConsole(FeedbackPage, { data: { 'GET /admin/me/': apiError(401, 'invalidToken') } });

    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
    expect(screen.getByText('Your session has ended. Please sign in again.')).toBeInTheDocument();
    expect(staffSession.get()).toBeNull();
  });

  it('signs out on the server and here', async () => {
    const { user, fetch } = renderConsole(NewProfilesPage, {
      data: { ...queue, 'POST /admin/logout/': { status: 204, body: null } },
    });

    await user.click(await screen.findByRole('button', { name: 'Sign out' }));

    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
    expect(staffSession.get()).toBeNull();
    expect(callsOf(fetch, 'POST').map(([url]) => url)).toEqual(['/api/admin/logout/']);
    const logout = fetch.mock.calls.find(([u]) => u === '/api/admin/logout/');
    expect(new Headers(logout?.[1]?.headers).get('authorization')).toBe('Token staff-token-1');
  });

  it('keeps the sign-in of a user of the public site apart from the staff one', async () => {
    localStorage.setItem('rishta.session', JSON.stringify({ token: 'user-token', username: '9000000001' }));
    const { fetch } = renderConsole(NewProfilesPage, { data: queue });
    await screen.findByRole('heading', { level: 1, name: 'New profiles' });
    for (const [, init] of fetch.mock.calls) {
      expect(new Headers(init?.headers).get('authorization')).toBe('Token staff-token-1');
    }
    localStorage.removeItem('rishta.session');
  });

  it('opens the first screen of the sidebar at /admin', async () => {
    renderConsole(NewProfilesPage, { route: '/admin', data: queue });
    // The dashboard comes first: another screen here, named by its address.
    expect(await screen.findByTestId('other-screen')).toHaveTextContent('/admin/dashboard');
  });

  it('tells a moderator that an admin-only screen is for admins, without loading it', async () => {
    const { fetch } = renderConsole(AdminOnly, { route: '/admin/staff' });
    expect(await screen.findByText(/Only admins can open this page/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Staff accounts')).not.toBeInTheDocument());
    expect(fetch.mock.calls.map(([url]) => url)).not.toContain('/api/admin/staff/');
  });
});

/** A stand-in for the admin-only Staff screen, mounted at its route: a moderator never sees it. */
const AdminOnly = () => <p>Staff accounts</p>;
