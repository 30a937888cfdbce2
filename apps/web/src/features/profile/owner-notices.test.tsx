// The owner's page carries the moderators' warnings and the owner's own reports (issue 13).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import noticesEn from '@/i18n/locales/en/notices.json';
import profileEn from '@/i18n/locales/en/profile.json';
import { session } from '@/lib/session';
import { callsOf, fakeApi } from '@/test/fake-api';
import { myReport, notice, noticeList, reportList } from '@/test/notices';
import { profileDetail } from '@/test/profile-detail';
import { renderWithProviders } from '@/test/render-with-providers';
import { ProfileDetailPage } from './profile-detail-page';

const OWN = profileDetail({ slug: 'me', is_owner: true });

const LAZY = { timeout: 5000 };

function renderOwnPage(answers: Record<string, unknown>) {
  const fetch = fakeApi({
    '/profiles/detail-slug/me/?skip-update=false': OWN,
    '/profiles/me/standing/': { profile_id: 7, slug: 'me', state: 'listed', review_hours: 24, reason: null },
    ...answers,
  });
  renderWithProviders(
    <Routes>
      <Route path="/profiles/:slug" element={<ProfileDetailPage />} />
    </Routes>,
    { namespaces: { profile: profileEn, notices: noticesEn }, route: '/profiles/me' },
  );
  return { fetch, user: userEvent.setup({ delay: null }) };
}

beforeEach(() => session.set({ token: 'token', profileId: 7, slug: 'me', username: 'me' }));
afterEach(() => session.set(null));

describe('the owner’s page and moderation (issue 13)', () => {
  it('shows a warning until the owner says they understand, then keeps it under earlier notices', async () => {
    const warning = notice(3, { message: 'Please do not share phone numbers in your profile text.' });
    const { fetch, user } = renderOwnPage({
      'GET /profiles/me/notices/': noticeList([warning]),
      '/profiles/me/reports/': reportList([]),
      'POST /profiles/me/notices/3/read/': { ...warning, read: true },
    });
    // The owner's panel loads these in chunks of their own; a busy machine transforms them slowly.
    const warnings = await screen.findByTestId('moderator-notices', {}, LAZY);
    expect(warnings).toHaveTextContent('A warning from our team');
    expect(warnings).toHaveTextContent('Please do not share phone numbers in your profile text.');

    await user.click(screen.getByRole('button', { name: 'I understand' }));
    await waitFor(() => expect(screen.queryByTestId('moderator-notices')).not.toBeInTheDocument());
    expect(callsOf(fetch, 'POST')).toHaveLength(1);
    // The history is a lazy chunk of its own too.
    expect(await screen.findByText('Earlier notices from our team (1)', {}, LAZY)).toBeInTheDocument();
  });

  it('lists the owner’s reports under a folded heading', async () => {
    const { user } = renderOwnPage({
      '/profiles/me/notices/': noticeList([]),
      '/profiles/me/reports/': reportList([
        myReport(1, { full_name: 'Zaid Khan', handled: true, handled_on: '2026-04-10T07:00:00.000Z' }),
      ]),
    });
    await user.click(await screen.findByText('My reports (1)', {}, LAZY));
    expect(screen.getByText('Handled by our team on 10 Apr 2026')).toBeVisible();
    expect(screen.queryByTestId('moderator-notices')).not.toBeInTheDocument();
  });
});
