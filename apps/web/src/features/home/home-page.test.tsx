import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OfflineNotice } from '@/components/offline-notice';
import homeEn from '@/i18n/locales/en/home.json';
import { profileCard, cardPage } from '@/test/builders';
import { setPrefersReducedMotion } from '@/test/jsdom-stubs';
import { renderWithProviders } from '@/test/render-with-providers';
import { apiError, fakeApi } from '@/test/fake-api';
import { goOffline } from '@/test/offline';
import { HomePage } from './home-page';

const guideline = (id: number) => ({
  id,
  tag: 1,
  title: `Guideline ${id}`,
  title_hindi: `मार्गदर्शन ${id}`,
  youtube_code: `g${id}`,
});
const ANSWERS: Record<string, unknown> = {
  '/api/configs/header-message/': [
    { id: 1, message: 'Rishta is 100% free.' },
    { id: 2, message: 'Never pay a broker.' },
  ],
  '/api/summary/': { education: [], marital_status: [], height: [], contact_of: [], totalProfile: 0 },
  '/api/profiles/new-profiles/?limit=10': { count: 0, results: [] },
  '/api/configs/success-stories/': [
    {
      id: 1,
      name: 'Ayesha & Imran',
      short_description: 'Met on Rishta.',
      description: 'Their whole story.',
      youtube_code: 's1',
    },
  ],
  '/api/configs/all-guidelines/': Array.from({ length: 15 }, (_, i) => guideline(i + 1)),
  '/api/book/list/': [],
  '/api/configs/counter/homepage/': { count: 7 },
};

function renderHome() {
  const fetch = fakeApi(ANSWERS);
  renderWithProviders(<HomePage />, { namespaces: { home: homeEn } });
  return fetch;
}

describe('HomePage', () => {
  it('shows 12000 profiles when the summary gives none, and records the visit', async () => {
    const fetch = renderHome();
    expect(await screen.findByText('12,000')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Find your life partner');
    expect(fetch).toHaveBeenCalledWith('/api/configs/counter/homepage/', expect.anything());
  });

  it('shows ten of the guidelines and links to all of them', async () => {
    renderHome();
    const section = (await screen.findByRole('heading', { level: 2, name: 'Marriage guidelines' })).closest(
      'section',
    )!;
    await within(section).findAllByText(/^Guideline \d+$/);
    expect(within(section).getAllByText(/^Guideline \d+$/)).toHaveLength(10);
    expect(within(section).getByRole('link', { name: 'See all: Marriage guidelines' })).toHaveAttribute(
      'href',
      '/guidelines',
    );
  });

  it('gives the headlines as plain text, and shows them still when paused', async () => {
    renderHome();
    const banner = await screen.findByRole('region', { name: 'Latest announcements' });
    expect(
      within(banner)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Rishta is 100% free.', 'Never pay a broker.']);
    await userEvent.click(within(banner).getByRole('button', { name: 'Pause announcements' }));
    expect(within(banner).getByRole('button', { name: 'Play announcements' })).toBeInTheDocument();
    expect(within(banner).getAllByRole('listitem')).toHaveLength(2);
  });

  it('never moves the headlines for visitors who ask for reduced motion', async () => {
    setPrefersReducedMotion(true);
    renderHome();
    const banner = await screen.findByRole('region', { name: 'Latest announcements' });
    expect(within(banner).queryByRole('button')).not.toBeInTheDocument();
    expect(within(banner).getAllByRole('listitem')).toHaveLength(2);
  });

  it('opens a success story in full', async () => {
    renderHome();
    const more = await screen.findByRole('button', { name: 'Read the full story' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('Their whole story.')).toBeInTheDocument();
  });

  it('says when there are no books instead of an empty row', async () => {
    renderHome();
    expect(await screen.findByText('No books yet.')).toBeInTheDocument();
  });
});

/** The page under the app's offline notice, as the layout shows it. */
function renderHomeInLayout() {
  renderWithProviders(
    <>
      <OfflineNotice />
      <HomePage />
    </>,
    { namespaces: { home: homeEn } },
  );
}

const OFFLINE_NOTICE = 'You are offline. Showing what you saw last.';
const sectionHeading = (name: string) => screen.queryByRole('heading', { level: 2, name });

describe('HomePage offline (issue 32)', () => {
  it('says once that it shows what was seen last, shows the kept lists and leaves out the others', async () => {
    const { '/api/book/list/': _books, ...kept } = ANSWERS;
    goOffline({ ...kept, '/api/profiles/new-profiles/?limit=10': cardPage([profileCard(1)]) });
    renderHomeInLayout();
    expect(await screen.findByText('Person 1')).toBeInTheDocument();
    expect(await screen.findByText('Ayesha & Imran')).toBeInTheDocument();
    expect(await screen.findAllByText(/^Guideline \d+$/)).toHaveLength(10);
    // The books were never kept: no section, no error.
    await waitFor(() => expect(sectionHeading('Free Islamic books')).not.toBeInTheDocument());
    expect(screen.getAllByText(/You are offline/)).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_NOTICE);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(homeEn.loadFailed)).not.toBeInTheDocument();
  });

  it('with nothing kept, shows the notice and the page without a single error', async () => {
    goOffline();
    renderHomeInLayout();
    expect(await screen.findByRole('status')).toHaveTextContent(OFFLINE_NOTICE);
    await waitFor(() => expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(0));
    // The spec's total when none is given, and the hero's links still work offline.
    expect(screen.getByText('12,000')).toBeInTheDocument();
    expect(screen.getAllByText(/You are offline/)).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(homeEn.banner.loadFailed)).not.toBeInTheDocument();
  });

  it('online, a section that fails still says so with Retry, and there is no offline notice', async () => {
    fakeApi({ ...ANSWERS, '/api/profiles/new-profiles/?limit=10': apiError(500, 'errorOccurred') });
    renderHomeInLayout();
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent(homeEn.loadFailed);
    expect(within(failure).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(sectionHeading('New profiles')).toBeInTheDocument();
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
  });
});
