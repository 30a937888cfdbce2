// The owner's page offers the e-mail dialog while the account has no address (decision 060).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import accountsEn from '@/i18n/locales/en/accounts.json';
import profileEn from '@/i18n/locales/en/profile.json';
import { stopAskingForEmail } from '@/lib/email-question-answer';
import { session } from '@/lib/session';
import { callsOf, fakeApi } from '@/test/fake-api';
import { profileDetail } from '@/test/profile-detail';
import { renderWithProviders } from '@/test/render-with-providers';
import { ProfileDetailPage } from './profile-detail-page';

const DETAIL = profileDetail({ slug: 'me', is_owner: true, contact_number: '9876543210', email: null });
const OWN = { id: 7, slug: 'me', username: '9876543210', email: null };
const LAZY = { timeout: 5000 };

function renderOwnPage(answers: Record<string, unknown>) {
  const fetch = fakeApi({
    '/profiles/detail-slug/me/?skip-update=false': DETAIL,
    '/profiles/me/standing/': { profile_id: 7, slug: 'me', state: 'listed', review_hours: 24, reason: null },
    '/profiles/me/notices/': { count: 0, unread_count: 0, results: [] },
    '/profiles/me/reports/': { count: 0, results: [] },
    ...answers,
  });
  renderWithProviders(
    <Routes>
      <Route path="/profiles/:slug" element={<ProfileDetailPage />} />
    </Routes>,
    { namespaces: { profile: profileEn, accounts: accountsEn }, route: '/profiles/me' },
  );
  return { fetch, user: userEvent.setup({ delay: null }) };
}

beforeEach(() => session.set({ token: 'token', profileId: 7, slug: 'me', username: '9876543210' }));
afterEach(() => {
  stopAskingForEmail();
  session.set(null);
  localStorage.clear();
});

describe('Add e-mail address on the owner’s page', () => {
  it('opens the dialog, saves the address, and the page then shows it instead of the button', async () => {
    const { fetch, user } = renderOwnPage({
      'GET /profiles/update/7/': OWN,
      'PATCH /profiles/update/7/': { ...OWN, email: 'imran@example.com' },
    });
    await user.click(await screen.findByRole('button', { name: 'Add e-mail address' }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: 'Add your e-mail address' }, LAZY);
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail address' }), 'imran@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Add e-mail address' })).not.toBeInTheDocument(),
    );
    expect(callsOf(fetch, 'PATCH')).toEqual([['/api/profiles/update/7/', { email: 'imran@example.com' }]]);
    expect(await screen.findByText('imran@example.com')).toBeInTheDocument();
  });

  it('is not offered when the account has an address', async () => {
    const { fetch } = renderOwnPage({ '/profiles/update/7/': { ...OWN, email: 'imran@example.com' } });
    expect(await screen.findByRole('link', { name: 'Edit profile' }, LAZY)).toBeInTheDocument();
    await waitFor(() => expect(fetch.mock.calls.map(([url]) => url)).toContain('/api/profiles/update/7/'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Add e-mail address' })).not.toBeInTheDocument();
  });
});
