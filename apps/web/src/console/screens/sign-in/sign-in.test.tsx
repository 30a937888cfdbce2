import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { apiError, callsOf } from '@/test/fake-api';
import { staffSession } from '../../kit/api/staff-session';
import { RECOVERY_CODES, codeAnswer, enrolAnswer, staffSessionAnswer } from '../../test/builders';
import { renderConsole } from '../../test/render-console';
import { SignInPage } from './sign-in-page';

/** Who the console asks about once it is open. */
const consoleAnswers = { 'GET /admin/me/': { username: 'admin@example.com', role: 'admin' } };

/** Signed out, on the way to `route` (the sign-in page itself unless said), with the fake API's `data`. */
const renderSignIn = (data: Record<string, unknown>, route?: string) =>
  renderConsole(SignInPage, { role: null, data, route });

async function typePassword(user: ReturnType<typeof renderConsole>['user']) {
  await user.type(await screen.findByRole('textbox', { name: /^Username/ }), 'admin@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'Admin-Passw0rd!');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('staff sign-in', () => {
  it('sends a signed-out visitor of the console to the sign-in page', async () => {
    renderSignIn({}, '/admin/feedback');
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeInTheDocument();
  });

  it('sets up the authenticator with the QR code, then shows the recovery codes once before the console', async () => {
    const { user, fetch } = renderSignIn(
      {
        'POST /admin/login/': enrolAnswer(),
        'POST /admin/login/code/': staffSessionAnswer({ recovery_codes: RECOVERY_CODES }),
        ...consoleAnswers,
      },
      '/admin',
    );
    await typePassword(user);

    expect(await screen.findByRole('heading', { name: 'Set up two-step sign-in' })).toBeInTheDocument();
    const qr = screen.getByRole('img', { name: /QR code to add Rishta moderation/ });
    expect(qr).toHaveAttribute('src', enrolAnswer().qr_svg);
    // The key in groups of four, for typing into an app by hand; Copy takes it without the spaces.
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy key' }));
    expect(await navigator.clipboard.readText()).toBe(enrolAnswer().secret);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /^6-digit code/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm and sign in' }));

    expect(await screen.findByRole('heading', { name: 'Save your recovery codes' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(RECOVERY_CODES);
    // Not signed in yet: the console opens only after the codes are confirmed as saved.
    expect(staffSession.get()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Copy codes' }));
    expect(await navigator.clipboard.readText()).toBe(RECOVERY_CODES.join('\n'));

    await user.click(screen.getByRole('button', { name: 'I have saved these codes' }));
    // /admin opens the console's first screen.
    expect(await screen.findByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(await screen.findByTestId('other-screen')).toHaveTextContent('/admin/dashboard');
    expect(staffSession.get()).toMatchObject({ token: 'staff-token-1', role: 'admin' });

    expect(callsOf(fetch, 'POST')).toEqual([
      ['/api/admin/login/', { username: 'admin@example.com', password: 'Admin-Passw0rd!' }],
      ['/api/admin/login/code/', { challenge: 'challenge-1', code: '123456' }],
    ]);
    // The staff token goes on staff calls, and only there.
    const me = fetch.mock.calls.find(([url]) => url === '/api/admin/me/');
    expect(new Headers(me?.[1]?.headers).get('authorization')).toBe('Token staff-token-1');
  });

  it('asks for the code, or a recovery code instead, and returns to the page that sent it', async () => {
    const { user, fetch } = renderSignIn(
      {
        'POST /admin/login/': codeAnswer('challenge-2'),
        'POST /admin/login/code/': staffSessionAnswer({ role: 'moderator' }),
        ...consoleAnswers,
      },
      '/admin/feedback',
    );
    await typePassword(user);

    expect(await screen.findByRole('heading', { name: 'Two-step sign-in' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^6-digit code/ })).toHaveAttribute('inputmode', 'numeric');
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByRole('textbox', { name: /^Recovery code/ }), 'ab3c-def3');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByTestId('other-screen')).toHaveTextContent('/admin/feedback');
    expect(callsOf(fetch, 'POST')[1]).toEqual([
      '/api/admin/login/code/',
      { challenge: 'challenge-2', code: 'ab3c-def3' },
    ]);
  });

  it('names a code that is not six digits without asking the server, and a wrong one from its answer', async () => {
    const { user, fetch } = renderSignIn({
      'POST /admin/login/': codeAnswer(),
      'POST /admin/login/code/': apiError(400, 'staffCodeWrong'),
    });
    await typePassword(user);
    const code = await screen.findByRole('textbox', { name: /^6-digit code/ });

    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Type the 6 digits your authenticator app shows.')).toBeInTheDocument();
    expect(callsOf(fetch, 'POST')).toHaveLength(1);

    await user.type(code, '6');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText(
        'That code is not right. Please type the 6-digit code your authenticator app shows now.',
      ),
    ).toBeInTheDocument();
    expect(code).toHaveAccessibleDescription(/That code is not right/);
    expect(staffSession.get()).toBeNull();
  });

  it('goes back to the password when the challenge has expired, keeping the username', async () => {
    const { user } = renderSignIn({
      'POST /admin/login/': codeAnswer(),
      'POST /admin/login/code/': apiError(401, 'staffChallengeExpired'),
    });
    await typePassword(user);
    await user.type(await screen.findByRole('textbox', { name: /^6-digit code/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your sign-in took too long. Please enter your password again.',
    );
    expect(screen.getByRole('textbox', { name: /^Username/ })).toHaveValue('admin@example.com');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    // A 401 of the sign-in itself ends no session and shows no "session ended" notice.
    expect(screen.queryByText('Your session has ended. Please sign in again.')).not.toBeInTheDocument();
  });

  it('says a wrong password in the page language, from its code', async () => {
    const { user } = renderSignIn({ 'POST /admin/login/': apiError(400, 'invalidCredentials') });
    await typePassword(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong username or password.');
    expect(screen.getByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
  });

  it('asks for both fields before calling the server', async () => {
    const { user, fetch } = renderSignIn({});
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows a rate limit as the server worded it', async () => {
    const { user } = renderSignIn({ 'POST /admin/login/': apiError(429, 'tooManyAttempts') });
    await typePassword(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts for this account. Please try again after 15 minutes.',
    );
    await waitFor(() => expect(staffSession.get()).toBeNull());
  });
});
