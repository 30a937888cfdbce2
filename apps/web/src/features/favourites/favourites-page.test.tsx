import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import favouritesEn from '@/i18n/locales/en/favourites.json';
import { session } from '@/lib/session';
import { renderWithProviders } from '@/test/render-with-providers';
import { fakeApi } from '@/test/fake-api';
import { FavouritesPage } from './favourites-page';

afterEach(() => session.set(null));

describe('FavouritesPage', () => {
  it('says so when the user has no favourites, without asking for cards', async () => {
    session.set({ token: 'token', profileId: 1, slug: 'me', username: 'me' });
    const fetch = fakeApi({ '/profiles/add-to-favourite/user/': { favourite_profile_ids: '' } });
    renderWithProviders(<FavouritesPage />, { namespaces: { favourites: favouritesEn } });

    expect(screen.getByRole('heading', { level: 1, name: 'Favourite profiles' })).toBeInTheDocument();
    expect(await screen.findByText('No Favourite Profiles Found')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
