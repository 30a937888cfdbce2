import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from '@/lib/session';
import { renderWithProviders } from '@/test/render-with-providers';
import { LocalSearchPage } from './local-search-page';
import { card, namespaces, page, stubBrowseApi } from './test-fixtures';

const SLOW = { timeout: 5000 };
const PROFILES = [
  card(1, { full_name: 'Ayesha Khan', city_current: 'Patna' }),
  card(2, { full_name: 'Sana Shaikh', city_current: 'Pune', occupation: 'Doctor' }),
  card(3, { full_name: 'Ayesha Siddiqui', city_current: 'Pune' }),
];

afterEach(() => session.set(null));

describe('LocalSearchPage', () => {
  it('loads the newest profiles once and narrows them by each typed term', async () => {
    const api = stubBrowseApi({ list: page(PROFILES) });
    renderWithProviders(<LocalSearchPage />, { namespaces });
    expect(screen.getByRole('heading', { level: 1, name: 'Local Search' })).toBeInTheDocument();
    expect(await screen.findByText('3 profiles found', {}, SLOW)).toBeInTheDocument();
    expect(api.listQueries()).toEqual([{ gender: 'Female', limit: '1000', ordering: '-created_on' }]);

    const input = screen.getByRole('textbox', { name: 'Search term' });
    await userEvent.type(input, 'ayesha{Enter}');
    expect(screen.getByText('2 profiles found')).toBeInTheDocument();
    await userEvent.type(input, 'PUNE{Enter}');
    expect(screen.getByText('1 profile found')).toBeInTheDocument();
    expect(screen.getByText('Ayesha Siddiqui')).toBeInTheDocument();

    const chips = screen.getByRole('list', { name: 'Search terms' });
    expect(within(chips).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.type(input, 'nobody{Enter}');
    expect(screen.getByText('No profiles found!')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove nobody' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove ayesha' }));
    expect(screen.getByText('2 profiles found')).toBeInTheDocument();
    // Filtering happens on the phone: still the one request.
    expect(api.listQueries()).toHaveLength(1);
  });

  it('sends no gender for a logged-in user and offers no choice', async () => {
    session.set({ token: 'tok', profileId: 7, slug: 'me', username: 'me' });
    const api = stubBrowseApi({ list: page(PROFILES) });
    renderWithProviders(<LocalSearchPage />, { namespaces });
    await screen.findByText('3 profiles found', {}, SLOW);
    expect(api.listQueries()).toEqual([{ limit: '1000', ordering: '-created_on' }]);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});
