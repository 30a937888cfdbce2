// SPEC.md §4 "Session": logout clears the token and what was kept for it, empties the stored
// form, and goes home (issue 32 item 3).
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SIGNUP_DRAFT_KEY, session } from '@/lib/session';
import { fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { SideDrawer } from './side-drawer';

afterEach(() => {
  session.set(null);
  localStorage.clear();
});

describe('SideDrawer', () => {
  it('links the local search, which users otherwise never found (issue 32)', async () => {
    fakeApi({});
    renderWithProviders(<SideDrawer opened onClose={() => undefined} />);
    expect(await screen.findByRole('link', { name: 'Local Search' })).toHaveAttribute(
      'href',
      '/local-search',
    );
  });

  it('lists the Chat App and the Group Forum for a visitor too, as the spec lists them (issue 32)', async () => {
    fakeApi({});
    renderWithProviders(<SideDrawer opened onClose={() => undefined} />);
    expect(await screen.findByRole('link', { name: 'Chat' })).toHaveAttribute('href', '/chatindex');
    expect(screen.getByRole('link', { name: 'Group Forum' })).toHaveAttribute('href', '/chatgroup');
    expect(screen.queryByRole('link', { name: 'Proposals' })).toBeNull();
  });

  it('logs out: ends the session on the server and here, and empties the stored sign-up form', async () => {
    session.set({ token: 'user-token', profileId: 7, slug: 'ahmed-rm100007', username: '9000000001' });
    localStorage.setItem(SIGNUP_DRAFT_KEY, JSON.stringify({ step: 2, values: { full_name: 'Sana' } }));
    const fetch = fakeApi({ 'POST /api/profiles/logout/': {} });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<SideDrawer opened onClose={() => undefined} />);

    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(session.get()).toBeNull());
    expect(localStorage.getItem(SIGNUP_DRAFT_KEY)).toBeNull();
    expect(fetch).toHaveBeenCalledWith('/api/profiles/logout/', expect.objectContaining({ method: 'POST' }));
  });
});
