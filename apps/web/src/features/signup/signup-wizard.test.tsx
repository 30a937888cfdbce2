import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { AppError, MESSAGES, errorBody, formatMessage } from '@rishta/domain';
import signupEn from '@/i18n/locales/en/signup.json';
import { renderWithProviders } from '@/test/render-with-providers';
import { callsOf, fakeApi } from '@/test/fake-api';
import { notify } from '@/lib/notify';
import { SignupPage } from './signup-page';
import { EMPTY_VALUES, type WizardValues } from './form-values';

// Toasts load Mantine's notifications lazily; the tests only need to know what was said.
vi.mock('@/lib/notify', () => ({ notify: vi.fn(), hideNotification: vi.fn() }));

const DRAFT_KEY = 'rishta.signupDraft';

function renderSignup(draft?: { step: number; values: Partial<WizardValues> }) {
  if (draft) {
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ step: draft.step, values: { ...EMPTY_VALUES, ...draft.values }, acknowledged: true }),
    );
  }
  return {
    user: userEvent.setup({ delay: null }),
    ...renderWithProviders(
      <Routes>
        <Route path="/signup" element={<SignupPage />} />
        <Route path="/" element={<h1>Home</h1>} />
      </Routes>,
      { namespaces: { signup: signupEn }, route: '/signup' },
    ),
  };
}

/** The error text tied to a control (Mantine links it through aria-describedby). */
function describedErrors(element: HTMLElement): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

const VALID: Partial<WizardValues> = {
  full_name: 'Ahmed Khan',
  gender: 'Male',
  martial_status: 'Unmarried',
  year_of_birth: '1995',
  height: '5.8',
  weight: '70',
  education: '12th Pass',
  occupation: 'Teacher',
  fathers_name: 'Rashid Khan',
  fathers_occupation: 'Farmer',
  mothers_name: 'Salma Begum',
  no_of_brothers: '0',
  no_of_married_brothers: '0',
  no_of_sisters: '0',
  no_of_married_sisters: '0',
  biradari: 'Ansari',
  maslak: 'Sunni',
  contact_of: 'Father',
  contact_number: '9876543210',
  whatsapp_number: '9876543210',
  state: 'Uttar Pradesh',
  city: 'Lucknow',
  state_current: 'Uttar Pradesh',
  city_current: 'Lucknow',
  hobbies: 'Reading, cricket and dowry talk',
  expectations: 'A kind, educated and religious partner.',
  extra_information: 'We are a simple family living in Lucknow.',
};

beforeEach(() => {
  localStorage.clear();
  // Mantine's combobox scrolls the selected option into view; jsdom has no layout to scroll.
  Element.prototype.scrollIntoView ??= () => {};
});
afterEach(() => {
  localStorage.clear();
  vi.mocked(notify).mockClear();
});

// Each test walks real Mantine inputs; on a slow CI machine that takes several seconds.
describe('SignupPage', { timeout: 30_000 }, () => {
  it('asks for the five acknowledgements, then shows the exact messages of an empty step 1', async () => {
    fakeApi({});
    const { user } = renderSignup();
    const agree = await screen.findByRole('button', { name: 'I agree' });
    expect(agree).toBeDisabled();
    for (const box of screen.getAllByRole('checkbox')) await user.click(box);
    await user.click(agree);

    const fullName = await screen.findByRole('textbox', { name: /^Full name/ });
    await user.type(fullName, 'Ali');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(describedErrors(fullName)).toContain('Min 5 characters required.'));
    expect(describedErrors(screen.getByRole('textbox', { name: /^Weight/ }))).toContain(MESSAGES.required);
    expect(describedErrors(screen.getByRole('textbox', { name: /^Occupation/ }))).toContain(
      MESSAGES.required,
    );
    // gender, marital status, year of birth, height, weight, education, occupation
    expect(screen.getAllByText(MESSAGES.required)).toHaveLength(7);
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ message: MESSAGES.fillRequiredFields }));
    // Still on step 1.
    expect(screen.getByRole('heading', { level: 2, name: 'About you' })).toBeInTheDocument();
  });

  it('hides and clears the status details when Unmarried is chosen', async () => {
    fakeApi({});
    const { user } = renderSignup({
      step: 0,
      values: {
        martial_status: 'Divorced',
        detail_for_this_status: 'Talaq in 2020',
        duration_after_khula_or_divorce: '2 years',
        no_of_children: '1',
      },
    });
    expect(await screen.findByRole('textbox', { name: /^Details about this status/ })).toHaveValue(
      'Talaq in 2020',
    );

    const status = screen.getByLabelText(/^Marital status/, { selector: 'input' });
    await user.click(status);
    await user.click(await screen.findByRole('option', { name: 'Unmarried', hidden: true }));

    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: /^Details about this status/ })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('textbox', { name: /^Time since khula/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Number of children/, { selector: 'input' })).not.toBeInTheDocument();

    // Back to Divorced: the old values were cleared, not just hidden.
    await user.click(status);
    await user.click(await screen.findByRole('option', { name: 'Divorced', hidden: true }));
    expect(await screen.findByRole('textbox', { name: /^Details about this status/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^Time since khula/ })).toHaveValue('');
  });

  it('locks the occupation as Expired when the parent has passed away', async () => {
    fakeApi({});
    const { user } = renderSignup({ step: 1, values: { ...VALID, fathers_occupation: 'Farmer' } });
    const occupation = await screen.findByRole('textbox', { name: /^Father's occupation/ });
    expect(occupation).toBeEnabled();

    await user.click(screen.getByRole('checkbox', { name: 'Father has passed away' }));
    expect(occupation).toBeDisabled();
    expect(occupation).toHaveValue('Expired');

    await user.click(screen.getByRole('checkbox', { name: 'Father has passed away' }));
    expect(occupation).toBeEnabled();
    expect(occupation).toHaveValue('');
  });

  it('does not send the OTP while the profile holds a blocked word', async () => {
    const fetch = fakeApi({ '/api/configs/blocked-keywords/': [{ keyword: 'dowry' }] });
    const { user, queryClient } = renderSignup({ step: 4, values: VALID });
    await waitFor(() => expect(queryClient.getQueryData(['blocked-keywords'])).toBeDefined());

    await user.type(await screen.findByLabelText(/^Password/, { selector: 'input' }), 'secret1');
    await user.type(screen.getByLabelText(/^Confirm password/, { selector: 'input' }), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Get OTP' }));

    const alerts = await screen.findAllByRole('alert');
    expect(alerts.some((a) => within(a).queryByText(formatMessage.profileBlockedWord('dowry')))).toBe(true);
    expect(fetch.mock.calls.some(([url]) => String(url).includes('send-otp'))).toBe(false);
    expect(screen.getByRole('heading', { level: 2, name: 'Password' })).toBeInTheDocument();
  });

  it('refuses a very common password on the password step, before any OTP is sent', async () => {
    const fetch = fakeApi({ '/api/configs/blocked-keywords/': [] });
    const { user } = renderSignup({ step: 4, values: { ...VALID, hobbies: 'Reading, cricket' } });

    const password = await screen.findByLabelText(/^Password/, { selector: 'input' });
    await user.type(password, 'Bismillah786');
    await user.type(screen.getByLabelText(/^Confirm password/, { selector: 'input' }), 'Bismillah786');
    await user.click(screen.getByRole('button', { name: 'Get OTP' }));

    await waitFor(() => expect(describedErrors(password)).toContain(MESSAGES.passwordTooCommon));
    expect(fetch.mock.calls.some(([url]) => String(url).includes('send-otp'))).toBe(false);
    expect(screen.getByRole('heading', { level: 2, name: 'Password' })).toBeInTheDocument();
  });

  it('refuses the contact number itself as the password, before any OTP is sent', async () => {
    const fetch = fakeApi({ '/api/configs/blocked-keywords/': [] });
    const { user } = renderSignup({ step: 4, values: { ...VALID, hobbies: 'Reading, cricket' } });

    const password = await screen.findByLabelText(/^Password/, { selector: 'input' });
    await user.type(password, '+91 9876543210');
    await user.type(screen.getByLabelText(/^Confirm password/, { selector: 'input' }), '+91 9876543210');
    await user.click(screen.getByRole('button', { name: 'Get OTP' }));

    await waitFor(() => expect(describedErrors(password)).toContain(MESSAGES.passwordIsUsername));
    expect(fetch.mock.calls.some(([url]) => String(url).includes('send-otp'))).toBe(false);
  });

  describe('when the code cannot be sent (issue 28)', () => {
    const SENT = { message: MESSAGES.otpSent, remaining: 1, resend_after: 60, expires_in: 600 };

    /** Password step → Get OTP, with `sendOtp` as send-otp's answer and `status` as otp-status's. */
    async function askForCode(sendOtp: unknown, status: unknown) {
      const fetch = fakeApi({
        '/api/configs/blocked-keywords/': [],
        'POST /api/configs/send-otp/': sendOtp,
        'POST /api/configs/otp-status/': status,
      });
      const view = renderSignup({ step: 4, values: { ...VALID, hobbies: 'Reading, cricket' } });
      await view.user.type(await screen.findByLabelText(/^Password/, { selector: 'input' }), 'secret1');
      await view.user.type(screen.getByLabelText(/^Confirm password/, { selector: 'input' }), 'secret1');
      await view.user.click(screen.getByRole('button', { name: 'Get OTP' }));
      return { ...view, fetch };
    }

    it('says so when otp-status answers failed, and offers the resend at once', async () => {
      let status = 'pending';
      const { user, fetch } = await askForCode(SENT, () =>
        status === 'failed' ? { status, detail: MESSAGES.otpSendFailed, code: 'otpSendFailed' } : { status },
      );
      expect(await screen.findByRole('heading', { level: 2, name: 'Confirm with OTP' })).toBeInTheDocument();
      // The code asked for in the page's language, then its delivery followed.
      expect(callsOf(fetch, 'POST').find(([url]) => String(url).endsWith('/send-otp/'))?.[1]).toEqual({
        username: '9876543210',
        purpose: 'signup',
        language: 'en',
      });
      await waitFor(() =>
        expect(callsOf(fetch, 'POST').some(([url]) => String(url).endsWith('/otp-status/'))).toBe(true),
      );
      // Pending: nothing more than the "OTP sent" toast, and the countdown.
      expect(screen.queryByText(MESSAGES.otpSendFailed)).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: /^Send again in \d+ s$/ })).toBeDisabled();
      expect(notify).toHaveBeenCalledWith(expect.objectContaining({ message: MESSAGES.otpSent }));

      status = 'failed';
      const alert = await screen.findByRole('alert', {}, { timeout: 6_000 });
      expect(alert).toHaveTextContent(MESSAGES.otpSendFailed);
      const resend = screen.getByRole('button', { name: 'Send the OTP again' });
      expect(resend).toBeEnabled();

      // Asked again: the new code is followed afresh, and the message goes.
      status = 'sent';
      await user.click(resend);
      await waitFor(() => expect(screen.queryByText(MESSAGES.otpSendFailed)).not.toBeInTheDocument());
      expect(callsOf(fetch, 'POST').filter(([url]) => String(url).endsWith('/send-otp/'))).toHaveLength(2);
    });

    it('after a failed send, a resend the server refuses with otpSendFailed counts down its retry_after', async () => {
      let sends = 0;
      const { user } = await askForCode(
        () =>
          ++sends === 1
            ? SENT
            : {
                status: 503,
                body: errorBody(AppError.detail(503, 'otpSendFailed', undefined, { retry_after: 90 })),
              },
        { status: 'failed', detail: MESSAGES.otpSendFailed, code: 'otpSendFailed' },
      );
      await user.click(await screen.findByRole('button', { name: 'Send the OTP again' }));

      expect(await screen.findByRole('button', { name: /^Send again in (90|89) s$/ })).toBeDisabled();
      expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.otpSendFailed);
      expect(sends).toBe(2);
    });

    it('says so when send-otp answers 503 otpSendFailed', async () => {
      const refused = {
        status: 503,
        body: errorBody(AppError.detail(503, 'otpSendFailed', undefined, { retry_after: 90 })),
      };
      const { fetch } = await askForCode(refused, { status: 'failed' });

      expect((await screen.findByText(MESSAGES.otpSendFailed)).closest('[role="alert"]')).not.toBeNull();
      expect(screen.getByRole('heading', { level: 2, name: 'Password' })).toBeInTheDocument();
      // Nothing was sent, so there is no delivery to follow.
      expect(fetch.mock.calls.some(([url]) => String(url).includes('otp-status'))).toBe(false);
    });
  });

  it('counts the characters of the long texts against their limit', async () => {
    fakeApi({ '/api/configs/blocked-keywords/': [] });
    renderSignup({ step: 3, values: VALID });
    const expectations = await screen.findByRole('textbox', { name: /^What you expect in a partner/ });
    expect(expectations).toHaveValue(VALID.expectations);
    expect(screen.getAllByText(`${VALID.expectations!.length} / 1000`)).toHaveLength(1);
  });
});
