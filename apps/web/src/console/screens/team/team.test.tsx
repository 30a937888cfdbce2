import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { StaffActionResponse } from '@rishta/domain';
import { apiError, callsOf, type FakeAnswer } from '@/test/fake-api';
import { renderConsole } from '../../test/render-console';
import { staffMember } from './builders';
import type { StaffMember } from './queries';
import { TeamPage } from './team-page';

/** The team the fake API keeps: each action answers with the member as they are now. */
function teamApi(start: StaffMember[], overrides: Record<string, FakeAnswer> = {}) {
  let team = [...start];
  const update = (url: URL, change: Partial<StaffMember>): StaffActionResponse => {
    const id = Number(url.pathname.split('/').at(-3));
    team = team.map((m) => (m.account_id === id ? { ...m, ...change } : m));
    return { ...team.find((m) => m.account_id === id)!, message: '' };
  };
  return {
    'GET /admin/staff/': () => ({ results: team }),
    'POST /admin/staff/': (_url: URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { username: string; role: 'admin' | 'moderator' };
      const created = staffMember(10, {
        username: body.username,
        role: body.role,
        authenticator_set_up: false,
        last_login_at: null,
      });
      team = [...team, created];
      return { status: 201, body: { ...created, message: '' } };
    },
    'POST /disable/': (url: URL) => update(url, { disabled: true }),
    'POST /enable/': (url: URL) => update(url, { disabled: false }),
    'POST /reset-authenticator/': (url: URL) => update(url, { authenticator_set_up: false }),
    ...overrides,
  };
}

/** The Staff screen, signed in as an admin (admin@example.com), with the fake API's `data`. */
const renderTeam = (data: Record<string, unknown>) => renderConsole(TeamPage, { role: 'admin', data });

const team = () => [
  staffMember(1, { username: 'admin@example.com', role: 'admin' }),
  staffMember(2, { username: 'mod@example.com' }),
  staffMember(3, { username: 'new@example.com', authenticator_set_up: false, last_login_at: null }),
  staffMember(4, { username: 'gone@example.com', disabled: true }),
];

const member = async (username: string) =>
  (await screen.findByRole('heading', { name: username })).closest('li')!;

describe('staff page', () => {
  it('lists the team with role, last sign-in, authenticator and access', async () => {
    renderTeam(teamApi(team()));

    const self = await member('admin@example.com');
    expect(within(self).getByText('You')).toBeInTheDocument();
    expect(within(self).getByText('Admin')).toBeInTheDocument();
    expect(within(self).getByText('2 hours ago')).toBeInTheDocument();
    expect(within(self).getByText('Set up')).toBeInTheDocument();

    const fresh = await member('new@example.com');
    expect(within(fresh).getByText('Moderator')).toBeInTheDocument();
    expect(within(fresh).getByText('Never')).toBeInTheDocument();
    expect(within(fresh).getByText('Not set up yet')).toBeInTheDocument();

    const gone = await member('gone@example.com');
    expect(within(gone).getAllByText('Disabled').length).toBeGreaterThan(0);
    expect(within(gone).getByRole('button', { name: 'Enable' })).toBeInTheDocument();
  });

  it('adds a staff member after explaining the authenticator set-up, and lists them', async () => {
    const { user, fetch } = renderTeam(teamApi(team()));

    await user.click(await screen.findByRole('button', { name: 'Add staff member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add staff member' });
    expect(
      within(dialog).getByText(/At their first sign-in they set up an authenticator app/),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Add staff member' }));
    expect(await within(dialog).findAllByText('This field is required.')).toHaveLength(2);
    expect(callsOf(fetch, 'POST')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /^Username/ }), 'sana@example.com');
    const password = within(dialog).getByLabelText(/^First password/);
    await user.type(password, 'Quiet-River-2026');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(within(dialog).getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(within(dialog).getByRole('radio', { name: /^Admin/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add staff member' }));

    expect(
      await screen.findByText(
        'sana@example.com can now sign in. They set up their authenticator at their first sign-in.',
      ),
    ).toBeInTheDocument();
    expect(callsOf(fetch, 'POST')).toEqual([
      ['/api/admin/staff/', { username: 'sana@example.com', password: 'Quiet-River-2026', role: 'admin' }],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(await member('sana@example.com')).getByText('Not set up yet')).toBeInTheDocument();
  });

  it('shows a taken username beside the field', async () => {
    const { user } = renderTeam(
      teamApi(team(), { 'POST /admin/staff/': apiError(409, 'staffUsernameTaken') }),
    );

    await user.click(await screen.findByRole('button', { name: 'Add staff member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add staff member' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Username/ }), 'mod@example.com');
    await user.type(within(dialog).getByLabelText(/^First password/), 'Quiet-River-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Add staff member' }));

    expect(
      await within(dialog).findByText(
        'This username is already used by another account. Please choose another one.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Username/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('disables and enables a member after asking', async () => {
    const { user, fetch } = renderTeam(teamApi(team()));

    await user.click(within(await member('mod@example.com')).getByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable mod@example.com?' });
    expect(within(dialog).getByText(/signed out everywhere at once/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Disable account' }));

    expect(
      await screen.findByText('mod@example.com is disabled and signed out everywhere.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const disabled = await member('mod@example.com');
    await user.click(within(disabled).getByRole('button', { name: 'Enable' }));
    const enable = await screen.findByRole('dialog', { name: 'Enable mod@example.com?' });
    await user.click(within(enable).getByRole('button', { name: 'Enable account' }));

    expect(await screen.findByText('mod@example.com can sign in again.')).toBeInTheDocument();
    expect(callsOf(fetch, 'POST')).toEqual([
      ['/api/admin/staff/2/disable/', undefined],
      ['/api/admin/staff/2/enable/', undefined],
    ]);
    expect(
      within(await member('mod@example.com')).getByRole('button', { name: 'Disable' }),
    ).toBeInTheDocument();
  });

  it('shows the server refusing to disable yourself', async () => {
    const { user } = renderTeam(
      teamApi(team(), { 'POST /disable/': apiError(409, 'staffCannotDisableSelf') }),
    );

    await user.click(within(await member('admin@example.com')).getByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable admin@example.com?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disable account' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You cannot disable your own staff account. Ask another admin if it must be done.',
    );
  });

  it('resets an authenticator after explaining what happens', async () => {
    const { user, fetch } = renderTeam(teamApi(team()));

    await user.click(
      within(await member('mod@example.com')).getByRole('button', { name: 'Reset authenticator' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reset the authenticator of mod@example.com?' });
    expect(
      within(dialog).getByText(/they scan a new QR code and get new recovery codes/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reset authenticator' }));

    expect(
      await screen.findByText('mod@example.com sets up a new authenticator at their next sign-in.'),
    ).toBeInTheDocument();
    expect(callsOf(fetch, 'POST')).toEqual([['/api/admin/staff/2/reset-authenticator/', undefined]]);
    expect(within(await member('mod@example.com')).getByText('Not set up yet')).toBeInTheDocument();
  });
});

describe('staff nav', () => {
  it('shows Staff last, to admins only; People to moderators too', async () => {
    renderTeam(teamApi(team()));
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    const links = within(nav).getAllByRole('link');
    expect(links.at(-1)).toHaveTextContent('Staff');
    expect(links.at(-1)).toHaveAttribute('href', '/admin/staff');
    expect(within(nav).getByRole('link', { name: 'People' })).toHaveAttribute('href', '/admin/people');
  });

  it('hides Staff from a moderator, and the page answers that it is for admins', async () => {
    const { fetch } = renderConsole(TeamPage, { username: 'mod@example.com' });

    expect(await screen.findByText(/Only admins can open this page/)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'People' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: /Staff/ })).not.toBeInTheDocument();
    expect(fetch.mock.calls.map(([url]) => url)).not.toContain('/api/admin/staff/');
  });
});
