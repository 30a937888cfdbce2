// Issue 30: a language picked in the site's top bar switches the page on this device and, for a
// logged-in user, is kept on the account so it follows them to another device.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { setLanguage } from '@/i18n';
import { session } from '@/lib/session';
import { renderWithProviders } from '@/test/render-with-providers';
import { apiError, callsOf, fakeApi } from '@/test/fake-api';
import { LanguageSelect } from './language-select';

const LANGUAGE_KEY = 'rishta.language';
/** The switch loads the language's file first: slow on a busy machine. */
const SWITCHED = { timeout: 4_000 };

function renderSelect(onAccount: boolean) {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<LanguageSelect onAccount={onAccount} />);
  return { user, select: screen.getByRole('combobox', { name: /^Language/ }) };
}

const logIn = () =>
  session.set({ token: 'user-token', profileId: 7, slug: 'ahmed-rm100007', username: '9000000001' });

afterEach(async () => {
  session.set(null);
  // The app's own i18next is shared by every file of this worker: back to English for the next.
  await setLanguage('en');
  localStorage.removeItem(LANGUAGE_KEY);
});

describe('LanguageSelect', () => {
  it('keeps the language a logged-in user picks on their account, and switches the page', async () => {
    logIn();
    const fetch = fakeApi({ 'PUT /api/profiles/language/': { language: 'ta' } });
    const { user, select } = renderSelect(true);

    await user.selectOptions(select, 'ta');

    await waitFor(() =>
      expect(callsOf(fetch, 'PUT')).toEqual([['/api/profiles/language/', { language: 'ta' }]]),
    );
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get('authorization')).toBe('Token user-token');
    await waitFor(() => expect(i18next.language).toBe('ta'), SWITCHED);
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('ta');
  });

  it('still switches when the server refuses to keep it', async () => {
    logIn();
    const fetch = fakeApi({ 'PUT /api/profiles/language/': apiError(500, 'somethingWentWrong') });
    const { user, select } = renderSelect(true);

    await user.selectOptions(select, 'ur');

    await waitFor(() => expect(callsOf(fetch, 'PUT')).toHaveLength(1));
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('ur');
    // The session is untouched: only a refused token ends it.
    expect(session.get()?.token).toBe('user-token');
  });

  it('still switches offline', async () => {
    logIn();
    const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetch);
    const { user, select } = renderSelect(true);

    await user.selectOptions(select, 'kn');

    expect(fetch).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('kn');
    expect(session.get()?.token).toBe('user-token');
  });

  it("keeps a visitor's choice on the device only", async () => {
    const fetch = fakeApi({});
    const { user, select } = renderSelect(true);

    await user.selectOptions(select, 'hi');

    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('hi');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('tells no account where it is not asked to (the moderation console)', async () => {
    logIn();
    const fetch = fakeApi({});
    const { user, select } = renderSelect(false);

    await user.selectOptions(select, 'bn');

    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('bn');
    expect(fetch).not.toHaveBeenCalled();
  });
});
