import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import feedbackEn from '@/i18n/locales/en/feedback.json';
import { renderWithProviders } from '@/test/render-with-providers';
import { apiFieldErrors, fakeApi } from '@/test/fake-api';
import { MESSAGES } from '@rishta/domain';
import { validFeedback } from '@rishta/domain/testing';
import { FeedbackForm } from './feedback-form';

function renderForm() {
  return {
    user: userEvent.setup({ delay: null }),
    ...renderWithProviders(<FeedbackForm />, { namespaces: { feedback: feedbackEn } }),
  };
}

/** The error text tied to a control (Mantine links it through aria-describedby). */
function describedErrors(element: HTMLElement): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

/** Types the domain's valid feedback into the form, as a user would. */
async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  const valid = validFeedback();
  await user.click(screen.getByRole('radio', { name: 'Suggestions' }));
  await user.type(screen.getByRole('textbox', { name: /^Name/ }), valid.name);
  await user.click(screen.getByRole('radio', { name: valid.gender }));
  await user.type(screen.getByRole('textbox', { name: /^Contact number/ }), valid.mobile);
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), valid.email);
  await user.type(screen.getByRole('textbox', { name: /^Location/ }), valid.location);
  await user.type(screen.getByRole('textbox', { name: /^Description/ }), valid.description);
}

describe('FeedbackForm', () => {
  it('shows the required message under every field when the empty form is sent', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findAllByText('This field is required.')).toHaveLength(7);
    for (const name of [/^Name/, /^Contact number/, /^Email/, /^Location/, /^Description/]) {
      expect(describedErrors(screen.getByRole('textbox', { name }))).toContain('This field is required.');
    }
    for (const name of ['Category', 'Gender']) {
      expect(describedErrors(screen.getByRole('radiogroup', { name }))).toContain('This field is required.');
    }
    // The first field on screen takes the focus, so a phone user lands where the fixing starts.
    expect(screen.getByRole('radio', { name: 'Feedbacks' })).toHaveFocus();
  });

  it('asks for exactly 10 digits when the contact number has 9', async () => {
    const { user } = renderForm();
    const mobile = screen.getByRole('textbox', { name: /^Contact number/ });
    expect(mobile).toHaveAttribute('inputmode', 'numeric');
    expect(mobile).toHaveAttribute('maxlength', '20');

    await user.type(mobile, '987654321');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Min 10 characters required.')).toBeInTheDocument();
    expect(describedErrors(mobile)).toContain('Min 10 characters required.');

    // After the first submit, the message follows the typing.
    await user.type(mobile, '0');
    // Revalidation is asynchronous (the schema resolver), so wait for the message to go.
    await waitFor(() => expect(screen.queryByText('Min 10 characters required.')).not.toBeInTheDocument());
  });

  it('shows the server field errors on their fields and keeps what was typed', async () => {
    const fetchMock = fakeApi({ 'POST /configs/feedback/': apiFieldErrors({ email: 'invalidEmail' }) });
    const { user } = renderForm();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const email = screen.getByRole('textbox', { name: /^Email/ });
    expect(await screen.findByText(MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(describedErrors(email)).toContain(MESSAGES.invalidEmail);
    expect(email).toHaveValue('ahmed@example.com');
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Ahmed Khan');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends the feedback, shows the server message and clears the form', async () => {
    const fetchMock = fakeApi({
      'POST /configs/feedback/': {
        status: 201,
        body: { message: 'Thank you! Your feedback has been sent.' },
      },
    });
    const { user } = renderForm();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const status = await screen.findByRole('status');
    expect(within(status).getByText('Thank you! Your feedback has been sent.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/configs/feedback/');
    // What fillValidForm typed, exactly as the domain's valid feedback.
    expect(JSON.parse(String(init?.body))).toEqual(validFeedback());
  });

  it('says something went wrong on other failures and keeps the input', async () => {
    fakeApi({ 'POST /configs/feedback/': { status: 500, body: '' } });
    const { user } = renderForm();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Location/ })).toHaveValue('Pune');
  });
});
