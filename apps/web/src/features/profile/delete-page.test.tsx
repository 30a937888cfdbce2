// Issue 32: a profile younger than 7 days is told so as the delete page opens, with the day from
// which it can ask (the server's deletion_possible_from), before filling in the form.
import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import profileEn from '@/i18n/locales/en/profile.json';
import { session } from '@/lib/session';
import { fakeApi } from '@/test/fake-api';
import { profileDetail } from '@/test/profile-detail';
import { renderWithProviders } from '@/test/render-with-providers';
import { DeletePage } from './delete-page';

function renderOwnDeletePage(possibleFrom?: string) {
  session.set({ token: 'owner-token', profileId: 7, slug: 'sara', username: '9000000001' });
  fakeApi({
    '/profiles/detail-slug/sara/': profileDetail({ is_owner: true, deletion_possible_from: possibleFrom }),
  });
  renderWithProviders(
    <Routes>
      <Route path="/delete/:slug" element={<DeletePage />} />
    </Routes>,
    { route: '/delete/sara', namespaces: { profile: profileEn } },
  );
}

afterEach(() => session.set(null));

describe('DeletePage', () => {
  it('tells the owner of a new profile from which day they can ask, above the form', async () => {
    renderOwnDeletePage('2026-12-09T10:00:00.000Z');
    const from = new Intl.DateTimeFormat('en-IN-u-nu-latn', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(new Date('2026-12-09T10:00:00.000Z'));

    expect(await screen.findByText(`You can ask for deletion from ${from}`)).toBeInTheDocument();
    expect(screen.getByText(/Please come back on/)).toHaveTextContent(from);
    // The server still decides; a request sent anyway gets the spec's answer.
    expect(screen.getByRole('button', { name: 'Send delete request' })).toBeInTheDocument();
  });

  it('says nothing of the kind once the profile may be deleted', async () => {
    renderOwnDeletePage();
    expect(await screen.findByRole('button', { name: 'Send delete request' })).toBeInTheDocument();
    expect(screen.queryByText(/You can ask for deletion from/)).toBeNull();
  });
});
