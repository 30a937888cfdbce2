// The e-mail question (SPEC.md §2 "email input", §7 {email}, §8; decision 060).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notifications } from '@mantine/notifications';
import { MESSAGES } from '@rishta/domain';
import accountsEn from '@/i18n/locales/en/accounts.json';
import {
  answerEmailQuestion,
  askForEmail,
  emailQuestionAnswered,
  stopAskingForEmail,
} from '@/lib/email-question-answer';
import { ownProfileQuery } from '@/lib/queries/own-profile';
import { session } from '@/lib/session';
import { apiError, callsOf, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { SessionEffects } from './session-effects';

const OWN = { id: 7, slug: 'me', full_name: 'Imran Shaikh', username: '9876543210', email: null };
const LAZY = { timeout: 5000 };

function renderHost(route = '/guidelines', extra?: ReactNode) {
  const rendered = renderWithProviders(
    <>
      <Notifications />
      <SessionEffects />
      {extra}
    </>,
    { namespaces: { accounts: accountsEn }, route },
  );
  return { ...rendered, user: userEvent.setup({ delay: null }) };
}

/** The reads of the own profile (SessionEffects also records the last activity). */
const ownReads = (fetch: ReturnType<typeof fakeApi>) =>
  fetch.mock.calls.filter(([url]) => String(url).includes('/profiles/update/7/'));

/** Logs in as the login page does: the question is asked right after. */
const logIn = () => act(() => askForEmail(7));

beforeEach(() => {
  localStorage.clear();
  session.set({ token: 'token', profileId: 7, slug: 'me', username: '9876543210' });
});
afterEach(() => {
  stopAskingForEmail();
  session.set(null);
  localStorage.clear();
});

describe('the e-mail question', () => {
  it('asks an account without an address once: after Not now, a later login does not ask again', async () => {
    const fetch = fakeApi({ '/profiles/update/7/': OWN });
    const { user, unmount } = renderHost();
    logIn();

    const dialog = await screen.findByRole('dialog', { name: 'Add your e-mail address' }, LAZY);
    expect(within(dialog).getByRole('textbox', { name: 'E-mail address' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(emailQuestionAnswered(7)).toBe(true);
    expect(localStorage.getItem('rishta.emailAsked.7')).toBe('1');
    expect(callsOf(fetch, 'PATCH')).toEqual([]);

    unmount();
    renderHost();
    logIn();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(ownReads(fetch)).toHaveLength(1);
  });

  it('does not ask an account that answered on this device, nor read its profile', async () => {
    answerEmailQuestion(7);
    const fetch = fakeApi({ '/profiles/update/7/': OWN });
    renderHost();
    logIn();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(ownReads(fetch)).toEqual([]);
  });

  it('does not ask an account that has an address, and remembers that', async () => {
    const fetch = fakeApi({ '/profiles/update/7/': { ...OWN, email: 'imran@example.com' } });
    renderHost();
    logIn();
    await waitFor(() => expect(emailQuestionAnswered(7)).toBe(true), LAZY);
    expect(ownReads(fetch)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("counts a user abroad's login as their address", async () => {
    fakeApi({ '/profiles/update/7/': { ...OWN, username: 'imran@example.org', email: null } });
    renderHost();
    logIn();
    await waitFor(() => expect(emailQuestionAnswered(7)).toBe(true), LAZY);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('waits while the person is on a screen of its own (the chat), and asks on the next one', async () => {
    const fetch = fakeApi({ '/profiles/update/7/': OWN });
    const { user } = renderHost('/chatindex', <Link to="/guidelines">Guidelines</Link>);
    logIn();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(ownReads(fetch)).toEqual([]);

    await user.click(screen.getByRole('link', { name: 'Guidelines' }));
    expect(await screen.findByRole('dialog', { name: 'Add your e-mail address' }, LAZY)).toBeInTheDocument();
  });

  it("refuses an invalid address with the profile form's message, on the field, and sends nothing", async () => {
    const fetch = fakeApi({ '/profiles/update/7/': OWN });
    const { user } = renderHost();
    logIn();
    const dialog = await screen.findByRole('dialog', { name: 'Add your e-mail address' }, LAZY);
    const input = within(dialog).getByRole('textbox', { name: 'E-mail address' });

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(input).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.required));

    await user.type(input, 'imran@example');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.emailMustBeValid));
    expect(input).toHaveFocus();
    expect(callsOf(fetch, 'PATCH')).toEqual([]);
  });

  it("says 'Failed to update profile' when the save fails, and keeps the address", async () => {
    fakeApi({
      'GET /profiles/update/7/': OWN,
      'PATCH /profiles/update/7/': apiError(500, 'errorOccurred'),
    });
    const { user } = renderHost();
    logIn();
    const dialog = await screen.findByRole('dialog', { name: 'Add your e-mail address' }, LAZY);
    const input = within(dialog).getByRole('textbox', { name: 'E-mail address' });
    await user.type(input, 'imran@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.failedToUpdateProfile);
    expect(input).toHaveValue('imran@example.com');
    expect(emailQuestionAnswered(7)).toBe(false);
  });

  it('saves {email} alone, confirms, closes, and the cached own profile has the address', async () => {
    const fetch = fakeApi({
      'GET /profiles/update/7/': OWN,
      'PATCH /profiles/update/7/': { ...OWN, email: 'imran@example.com' },
    });
    const { user, queryClient } = renderHost();
    logIn();
    const dialog = await screen.findByRole('dialog', { name: 'Add your e-mail address' }, LAZY);
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail address' }), ' imran@example.com ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your e-mail address is saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsOf(fetch, 'PATCH')).toEqual([['/api/profiles/update/7/', { email: 'imran@example.com' }]]);
    expect(queryClient.getQueryData(ownProfileQuery(7).queryKey)).toMatchObject({
      email: 'imran@example.com',
    });
    expect(emailQuestionAnswered(7)).toBe(true);
  });
});
