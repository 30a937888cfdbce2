// Issue 32: a profile younger than 7 days is told so as the delete page opens, with the day from
// which it can ask, instead of being refused after filling in the form.
import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import profileEn from '@/i18n/locales/en/profile.json';
import { session } from '@/lib/session';
import { fakeApi } from '@/test/fake-api';
import { profileDetail } from '@/test/profile-detail';
import { renderWithProviders } from '@/test/render-with-providers';
import { DeletePage } from './delete-page';

const DAY_MS = 86_400_000;

function renderOwnDeletePage(createdDaysAgo: number) {
  session.set({ token: 'owner-token', profileId: 7, slug: 'sara', username: '9000000001' });
  const created = new Date(Date.now() - createdDaysAgo * DAY_MS);
  fakeApi({
    '/profiles/detail-slug/sara/': profileDetail({ is_owner: true, created_on: created.toISOString() }),
  });
  renderWithProviders(
    <Routes>
      <Route path="/delete/:slug" element={<DeletePage />} />
    </Routes>,
    { route: '/delete/sara', namespaces: { profile: profileEn } },
  );
  return created;
}

afterEach(() => session.set(null));

describe('DeletePage', () => {
  it('tells the owner of a new profile from which day they can ask, with no form to fill in', async () => {
    const created = renderOwnDeletePage(2);
    const from = new Intl.DateTimeFormat('en-IN-u-nu-latn', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(new Date(created.getTime() + 7 * DAY_MS));

    expect(await screen.findByText(`You can ask for deletion from ${from}`)).toBeInTheDocument();
    expect(screen.getByText(/Please come back on/)).toHaveTextContent(from);
    expect(screen.queryByRole('button', { name: 'Send delete request' })).toBeNull();
  });

  it('shows the request form once the profile is 7 days old', async () => {
    renderOwnDeletePage(8);
    expect(await screen.findByRole('button', { name: 'Send delete request' })).toBeInTheDocument();
    expect(screen.queryByText(/You can ask for deletion from/)).toBeNull();
  });
});
