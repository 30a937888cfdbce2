import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { Route, Routes } from 'react-router';
import accountsEn from '@/i18n/locales/en/accounts.json';
import { setLanguage } from '@/i18n';
import { session } from '@/lib/session';
import { renderWithProviders } from '@/test/render-with-providers';
import { fakeApi } from '@/test/fake-api';
import { LoginPage } from './login-page';

function renderLogin() {
  return {
    user: userEvent.setup({ delay: null }),
    ...renderWithProviders(
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/signup" element={<h1>Sign-up screen</h1>} />
        <Route path="*" element={<h1>Logged in</h1>} />
      </Routes>,
      { namespaces: { accounts: accountsEn }, route: '/login' },
    ),
  };
}

/** The error text tied to a control (Mantine links it through aria-describedby). */
function describedErrors(element: HTMLElement): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('LoginPage step 1', () => {
  it('asks for exactly 10 digits when the mobile number has 9, without calling the server', async () => {
    const fetch = fakeApi({});
    const { user } = renderLogin();
    const mobile = screen.getByRole('textbox', { name: /^Mobile number/ });
    expect(mobile).toHaveAttribute('inputmode', 'numeric');
    // Room to paste '+91 98765 00011'; the form keeps only the 10 digits.
    expect(mobile).toHaveAttribute('maxlength', '20');

    await user.type(mobile, '987654321');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Min 10 characters required.')).toBeInTheDocument();
    expect(describedErrors(mobile)).toContain('Min 10 characters required.');
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();

    // After the first submit, the message follows the typing.
    await user.type(mobile, '0');
    // Revalidation is asynchronous (the schema resolver), so wait for the message to go.
    await waitFor(() => expect(screen.queryByText('Min 10 characters required.')).not.toBeInTheDocument());
  });

  it('refuses a number starting with 5', async () => {
    const fetch = fakeApi({});
    const { user } = renderLogin();
    const mobile = screen.getByRole('textbox', { name: /^Mobile number/ });

    await user.type(mobile, '5123456789');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText("Can't start with 0, 1, 2, 3, 4, 5")).toBeInTheDocument();
    expect(describedErrors(mobile)).toContain("Can't start with 0, 1, 2, 3, 4, 5");
    expect(mobile).toHaveValue('5123456789');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('checks a valid number and then asks for the password, offering Forgot password', async () => {
    const fetch = fakeApi({ '/api/profiles/verify-user/': { status: 'available', message: '' } });
    const { user } = renderLogin();
    await user.type(screen.getByRole('textbox', { name: /^Mobile number/ }), '9000000001');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByLabelText(/^Password/, { selector: 'input' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password?username=9000000001',
    );
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/profiles/verify-user/');
    expect(JSON.parse(String(init.body))).toEqual({ username: '9000000001' });
  });

  it('shows the block reason in the alert dialog', async () => {
    fakeApi({ '/api/profiles/verify-user/': { status: 'blocked', message: 'Fake profile' } });
    const { user } = renderLogin();
    await user.type(screen.getByRole('textbox', { name: /^Mobile number/ }), '9000000001');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const dialog = await screen.findByRole('dialog', { name: 'Alert' });
    expect(dialog).toHaveTextContent('User Blocked Reason : Fake profile');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('textbox', { name: /^Mobile number/ })).toHaveValue('9000000001');
  });

  it('explains an unknown number, then offers sign-up with it', async () => {
    const fetch = fakeApi({ '/api/profiles/verify-user/': { status: 'other', message: '' } });
    const { user } = renderLogin();
    await user.type(screen.getByRole('textbox', { name: /^Mobile number/ }), '+91 98765 43210');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const note = await screen.findByText('No profile with this number yet');
    expect(note).toBeInTheDocument();
    // The number went to the server as its 10 digits, and is shown back the same way.
    const body = JSON.parse(
      String(((fetch.mock.calls[0] as unknown[] | undefined)?.[1] as RequestInit | undefined)?.body),
    ) as {
      username: string;
    };
    expect(body.username).toBe('9876543210');
    expect(screen.getByText('9876543210')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Create a profile with this number' }));
    expect(await screen.findByRole('heading', { name: 'Sign-up screen' })).toBeInTheDocument();
  });

  it('links to sign-up for someone without a profile', () => {
    fakeApi({});
    renderLogin();
    expect(screen.getByRole('link', { name: 'Create a free profile' })).toHaveAttribute('href', '/signup');
  });
});

describe('LoginPage step 2 (issue 30: the account language)', () => {
  const LANGUAGE_KEY = 'rishta.language';
  /** The switch loads the language's file first: slow on a busy machine. */
  const SWITCHED = { timeout: 4_000 };

  afterEach(async () => {
    session.set(null);
    // The app's own i18next is shared by every file of this worker: back to English for the next.
    await setLanguage('en');
    localStorage.removeItem(LANGUAGE_KEY);
  });

  async function logInWith(language: string | null) {
    const fetch = fakeApi({
      'PUT /api/profiles/language/': (_url: URL, init?: RequestInit) => JSON.parse(String(init?.body)),
      '/api/profiles/verify-user/': { status: 'available', message: '' },
      '/api/profiles/login/': {
        token: 'new-token',
        profile_id: 7,
        slug: 'ahmed-rm100007',
        message: 'Login successful',
        first_login: false,
        language,
      },
    });
    const { user } = renderLogin();
    await user.type(screen.getByRole('textbox', { name: /^Mobile number/ }), '9000000001');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText(/^Password/, { selector: 'input' }), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Logged in' })).toBeInTheDocument();
    expect(session.get()?.token).toBe('new-token');
    return fetch;
  }

  it('switches to the language chosen on another device, and keeps it on this one', async () => {
    await logInWith('ta');
    await waitFor(() => expect(i18next.language).toBe('ta'), SWITCHED);
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('ta');
  });

  it('leaves the page as it is when the account is in its language already', async () => {
    await logInWith('en');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBeNull();
  });

  it("stores the page's language on an account that never chose one, and stays in it", async () => {
    const fetch = await logInWith(null);
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        expect.stringContaining('/api/profiles/language/'),
        expect.objectContaining({ method: 'PUT', body: JSON.stringify({ language: 'en' }) }),
      ),
    );
    expect(localStorage.getItem(LANGUAGE_KEY)).toBeNull();
  });

  it('ignores a language the app does not know', async () => {
    await logInWith('xx');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBeNull();
  });
});
