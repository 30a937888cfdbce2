import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { AppError, MESSAGES, errorBody } from '@rishta/domain';
import accountsEn from '@/i18n/locales/en/accounts.json';
import { renderWithProviders } from '@/test/render-with-providers';
import { callsOf, fakeApi } from '@/test/fake-api';
import { ForgotPasswordPage } from './forgot-password-page';

const SENT = { message: MESSAGES.otpSent, remaining: 1, resend_after: 60, expires_in: 600 };

function renderForgot(username = '9000000001') {
  return {
    user: userEvent.setup({ delay: null }),
    ...renderWithProviders(
      <Routes>
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      </Routes>,
      {
        namespaces: { accounts: accountsEn },
        route: `/forgot-password?username=${encodeURIComponent(username)}`,
      },
    ),
  };
}

describe('Forgot password says where the code goes (decision 060)', () => {
  it('shows a user abroad the masked address get-email answers, before the code is sent', async () => {
    const fetch = fakeApi({ 'POST /api/profiles/get-email/': { email: 'na****@example.org' } });
    renderForgot('Nadia@Example.org');
    // The address is isolated left to right (U+2066 … U+2069), so it reads whole in Urdu too.
    expect(
      await screen.findByText('We will send the OTP to \u2066na****@example.org\u2069.', {
        normalizer: (t) => t,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Get an OTP by e-mail, then choose a new password.')).toBeInTheDocument();
    expect(callsOf(fetch, 'POST')).toEqual([['/api/profiles/get-email/', { username: 'nadia@example.org' }]]);
  });

  it('asks nothing for a mobile number, whose code goes by SMS', async () => {
    const fetch = fakeApi({});
    renderForgot();
    expect(await screen.findByRole('button', { name: 'Get OTP' })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByText(/We will send the OTP to/)).not.toBeInTheDocument();
  });
});

describe('Forgot password when the code cannot be sent (issue 28)', { timeout: 30_000 }, () => {
  it('replaces "OTP sent" by the failure once otp-status says failed, and allows Get OTP again at once', async () => {
    let status = 'pending';
    const fetch = fakeApi({
      'POST /api/configs/send-otp/': SENT,
      'POST /api/configs/otp-status/': () =>
        status === 'failed' ? { status, detail: MESSAGES.otpSendFailed, code: 'otpSendFailed' } : { status },
    });
    const { user } = renderForgot();
    await user.click(screen.getByRole('button', { name: 'Get OTP' }));

    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.otpSent);
    expect(callsOf(fetch, 'POST')[0]).toEqual([
      '/api/configs/send-otp/',
      { username: '9000000001', purpose: 'reset', language: 'en' },
    ]);
    await waitFor(() =>
      expect(callsOf(fetch, 'POST')).toContainEqual([
        '/api/configs/otp-status/',
        { username: '9000000001', purpose: 'reset' },
      ]),
    );
    expect(screen.getByRole('button', { name: /^Send again in \d+ s$/ })).toBeDisabled();

    status = 'failed';
    const failed = await screen.findByText(MESSAGES.otpSendFailed, {}, { timeout: 6_000 });
    // Read out where it appears (Mantine's Alert is role="alert"), under the resend button.
    expect(failed.closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByText(MESSAGES.otpSent)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send the OTP again' })).toBeEnabled();
  });

  it('shows the same message when send-otp answers 503 otpSendFailed', async () => {
    const fetch = fakeApi({
      'POST /api/configs/send-otp/': {
        status: 503,
        body: errorBody(AppError.detail(503, 'otpSendFailed', undefined, { retry_after: 75 })),
      },
    });
    const { user } = renderForgot();
    await user.click(screen.getByRole('button', { name: 'Get OTP' }));

    const failed = await screen.findByText(MESSAGES.otpSendFailed);
    expect(failed.closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('otp-status'))).toBe(false);
  });
});
