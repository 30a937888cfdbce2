import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HEIGHT_BANDS } from '@rishta/domain';
import { OfflineNotice } from '@/components/offline-notice';
import { session } from '@/lib/session';
import { apiError, fakeApi } from '@/test/fake-api';
import { goOffline } from '@/test/offline';
import { renderWithProviders } from '@/test/render-with-providers';
import { ProfilesSearchPage } from './profiles-search-page';
import { forgetRememberedSearches } from './remembered-search';
import { card, namespaces, page, REFERENCE, stubBrowseApi } from './test-fixtures';

const renderPage = (route = '/profiles') =>
  renderWithProviders(<ProfilesSearchPage />, { namespaces, route });

const OWN_PROFILE = {
  id: 7,
  gender: 'Male',
  age: 29,
  state: 'Bihar',
  state_current: 'Kerala',
  education: 'Engineer',
  martial_status: 'Unmarried',
};

// jsdom renders Mantine's inputs slowly on a busy machine: give the first answer time to show.
const SLOW = { timeout: 5000 };

beforeEach(() => forgetRememberedSearches());
afterEach(() => session.set(null));

// Nine Mantine inputs render slowly in jsdom when the machine is busy.
describe('ProfilesSearchPage', { timeout: 20_000 }, () => {
  it('sends the chosen filters as __in lists and the age presets as one range', async () => {
    const api = stubBrowseApi({ list: page([card(1)]), others: REFERENCE });
    renderPage(
      '/profiles?maslak=Deobandi&maslak=Barelvi&height=5-5.6&state=Bihar&marital=Divorced&education=Graduate' +
        '&age=18-21&age=30-33&city=Patna&gender=Male&page=1',
    );
    expect(await screen.findByText('1 profile found', {}, SLOW)).toBeInTheDocument();
    expect(api.lastListQuery()).toEqual({
      maslak__in: 'Deobandi,Barelvi',
      height__in: HEIGHT_BANDS.find((b) => b.label === '5-5.6')!.heights.join(','),
      state__in: 'Bihar',
      martial_status__in: 'Divorced',
      education__in: 'Graduate',
      age__gte: '18',
      age__lte: '33',
      city: 'Patna',
      gender: 'Male',
      page: '1',
    });
    // Each filter in force is a chip that removes it.
    await userEvent.click(screen.getByRole('button', { name: 'Remove Maslak: Deobandi' }));
    await waitFor(() => expect(api.lastListQuery()).toMatchObject({ maslak__in: 'Barelvi' }));
  });

  it('searches a name or code on its own, whatever the filters (issue 11)', async () => {
    const api = stubBrowseApi({ list: page([card(1)]), others: REFERENCE });
    renderPage('/profiles?state=Bihar&marital=Divorced&min=18&max=30&gender=Male&page=1');
    await screen.findByText('1 profile found', {}, SLOW);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name or profile code' }), 'RM1001');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    await waitFor(() => expect(api.lastListQuery()).toEqual({ search: 'RM1001', gender: 'Male', page: '1' }));
    expect(
      screen.getByText('The other filters are not used while searching by name or code.'),
    ).toBeInTheDocument();
    // Removing the name brings the filters back.
    await userEvent.click(screen.getByRole('button', { name: 'Remove Name or code: RM1001' }));
    await waitFor(() => expect(api.lastListQuery()).toMatchObject({ state__in: 'Bihar', age__lte: '30' }));
  });

  it('searches with what the visitor picked once Search is pressed', async () => {
    const api = stubBrowseApi({ list: page([card(1)]), others: REFERENCE });
    renderPage();
    await screen.findByText('1 profile found', {}, SLOW);
    expect(api.lastListQuery()).toEqual({ gender: 'Female', page: '1' });

    await userEvent.click(screen.getByRole('radio', { name: 'Male' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show city, maslak, biradari and height' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'Pune');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(api.lastListQuery()).toEqual({ city: 'Pune', gender: 'Male', page: '1' }));
  });

  // Mantine's dropdown keeps its closing transition in jsdom, so options count as hidden there.
  it('builds __in lists from the options picked in the form', async () => {
    const api = stubBrowseApi({ list: page([card(1)]), others: REFERENCE });
    renderPage();
    await screen.findByText('1 profile found', {}, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Show city, maslak, biradari and height' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Maslak' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Barelvi', hidden: true }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Height' }));
    await userEvent.click(await screen.findByRole('option', { name: '6-6.5 ft', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() =>
      expect(api.lastListQuery()).toMatchObject({
        maslak__in: 'Barelvi',
        height__in: HEIGHT_BANDS.find((b) => b.label === '6-6.5')!.heights.join(','),
      }),
    );
  });

  it('starts a logged-in user from their own profile, without a gender choice', async () => {
    session.set({ token: 'tok', profileId: 7, slug: 'me', username: 'me' });
    const api = stubBrowseApi({
      list: page([card(1)]),
      others: { ...REFERENCE, '/profiles/update/7/': OWN_PROFILE },
    });
    renderPage();
    await screen.findByText('1 profile found', {}, SLOW);
    // One request, with broad defaults (issue 11): a man gets 18 up to his own age (SPEC.md §9),
    // and nothing else is hidden.
    expect(api.listQueries()).toEqual([{ age__gte: '18', age__lte: '29', page: '1' }]);
    expect(screen.queryByRole('radio', { name: 'Female' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Male' })).not.toBeInTheDocument();
    // The range in force is a visible chip, and the age box says it instead of 'Any'.
    expect(screen.getByRole('button', { name: 'Remove Age 18 to 29' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Age 18 to 29')).toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    stubBrowseApi({ list: page([]), others: REFERENCE });
    renderPage();
    expect(await screen.findByText('No profiles found!', {}, SLOW)).toBeInTheDocument();
  });

  it('keeps the filters and page when the user comes back', async () => {
    const api = stubBrowseApi({ list: page([card(1)], 100), others: REFERENCE });
    const first = renderPage('/profiles?maslak=Barelvi&gender=Female&page=1');
    await screen.findByText('100 profiles found', {}, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(api.lastListQuery()).toMatchObject({ page: '3', maslak__in: 'Barelvi' }));
    first.unmount();

    renderPage('/profiles');
    await screen.findByText('100 profiles found', {}, SLOW);
    expect(api.lastListQuery()).toMatchObject({ page: '3', maslak__in: 'Barelvi' });
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('ProfilesSearchPage offline (issue 32)', { timeout: 20_000 }, () => {
  const renderInLayout = (route = '/profiles') =>
    renderWithProviders(
      <>
        <OfflineNotice />
        <ProfilesSearchPage />
      </>,
      { namespaces, route },
    );

  it("reopens the user's last search, whose cards were kept, without waiting for their defaults", async () => {
    session.set({ token: 'tok', profileId: 7, slug: 'me', username: 'me' });
    const online = stubBrowseApi({
      list: page([card(1)]),
      others: { ...REFERENCE, '/profiles/update/7/': OWN_PROFILE },
    });
    const first = renderPage();
    await screen.findByText('1 profile found', {}, SLOW);
    const kept = online.lastListQuery()!;
    first.unmount();
    // The app starts again offline: only the list the service worker kept answers.
    forgetRememberedSearches('memory');
    const fetch = goOffline({
      ...REFERENCE,
      [`/api/profiles/list/?${new URLSearchParams(kept).toString()}`]: page([card(1)]),
    });
    renderInLayout();
    expect(await screen.findByText('Person 1', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('Profiles are loading, please wait....')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Age 18 to 29' })).toBeInTheDocument();
    // The own profile (never kept offline) was not asked for: nothing waited for it.
    expect(fetch.mock.calls.some(([url]) => url.includes('/profiles/update/'))).toBe(false);
    expect(screen.getAllByText(/You are offline/)).toHaveLength(1);
    expect(screen.getAllByText(/You are offline/)[0]).toHaveTextContent(
      'You are offline. Showing the profiles you saw last.',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('forgets the kept search at logout: the next person offline never starts from it', async () => {
    session.set({ token: 'tok', profileId: 7, slug: 'me', username: 'me' });
    stubBrowseApi({ list: page([card(1)]), others: { ...REFERENCE, '/profiles/update/7/': OWN_PROFILE } });
    const first = renderPage();
    await screen.findByText('1 profile found', {}, SLOW);
    first.unmount();
    session.set(null);
    forgetRememberedSearches('memory');
    const fetch = goOffline(REFERENCE);
    renderInLayout();
    await screen.findByText(/were not saved on this phone/, {}, SLOW);
    const lists = fetch.mock.calls.map(([url]) => url).filter((url) => url.includes('/profiles/list/'));
    expect(lists).toEqual(['/api/profiles/list/?gender=Female&page=1']);
  });

  it('says quietly when the list was never kept, under the one offline notice', async () => {
    goOffline(REFERENCE);
    renderInLayout();
    expect(
      await screen.findByText(
        'These profiles were not saved on this phone. They will load when you are back online.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/You are offline/)).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('online, a list that fails still shows its error with Try again', async () => {
    fakeApi({ ...REFERENCE, '/profiles/list/': apiError(500, 'errorOccurred') });
    renderInLayout();
    const failure = await screen.findByRole('alert', {}, SLOW);
    expect(failure).toHaveTextContent('The profiles could not be loaded. Please check your connection.');
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
  });

  it('online, a logged-in user still starts from their own defaults, not the kept search', async () => {
    session.set({ token: 'tok', profileId: 7, slug: 'me', username: 'me' });
    const api = stubBrowseApi({
      list: page([card(1)]),
      others: { ...REFERENCE, '/profiles/update/7/': OWN_PROFILE },
    });
    const first = renderPage('/profiles?maslak=Barelvi&page=2');
    await screen.findByText('1 profile found', {}, SLOW);
    first.unmount();
    forgetRememberedSearches('memory');
    renderPage();
    await waitFor(
      () => expect(api.lastListQuery()).toEqual({ age__gte: '18', age__lte: '29', page: '1' }),
      SLOW,
    );
  });
});
