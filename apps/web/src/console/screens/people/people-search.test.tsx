import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { callsOf, type fakeApi } from '@/test/fake-api';
import { renderConsole } from '../../test/render-console';
import { personMatch } from './builders';
import { PeoplePage } from './people-page';
import { PersonPage } from './person-page';

/** The people API finding Person 1 and 2 for any search but 'nobody'. */
function search() {
  return {
    'GET /admin/people/': (url: URL) => ({
      results:
        url.searchParams.get('q') === 'nobody'
          ? []
          : [personMatch(1), personMatch(2, { is_blocked: true, approval_status: 'pending' })],
    }),
  };
}

const renderSearch = (data: Record<string, unknown>, route = '/admin/people') =>
  renderConsole(PeoplePage, { data, route, also: [PersonPage] });

const searches = (fetch: ReturnType<typeof fakeApi>) =>
  callsOf(fetch, 'GET')
    .map(([url]) => url)
    .filter((url) => url.includes('/people/'));

describe('people search', () => {
  it('searches for what was typed, keeps it in the address and lists the accounts found', async () => {
    const { user, fetch } = renderSearch(search());

    expect(await screen.findByText(/Type what you know about the person/)).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Find a person' }), '+91 98765-00001');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText(/^2 accounts found for/)).toHaveTextContent('“+91 98765-00001”');
    expect(searches(fetch)).toEqual(['/api/admin/people/?q=%2B91%2098765-00001']);
    expect(screen.getByTestId('address')).toHaveTextContent('/admin/people?q=%2B91+98765-00001');

    const results = screen.getByRole('list', { name: 'Search results' });
    // The results, each an item of the list (its standing badges are a list of their own).
    const items = within(results)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === results);
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Person 1' })).toHaveAttribute(
      'href',
      '/admin/people/1',
    );
    expect(within(items[0]!).getByText('RM100001')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Approved')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Blocked')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Waiting for approval')).toBeInTheDocument();
  });

  it('runs the search in the address when opened from a link, and says when nothing matches', async () => {
    const { fetch } = renderSearch(search(), '/admin/people?q=nobody');

    expect(await screen.findByText(/^No account matches/)).toHaveTextContent('“nobody”');
    expect(screen.getByRole('searchbox', { name: 'Find a person' })).toHaveValue('nobody');
    expect(searches(fetch)).toEqual(['/api/admin/people/?q=nobody']);
  });

  it('asks for at least 3 characters before searching', async () => {
    const { user, fetch } = renderSearch(search());

    await user.type(await screen.findByRole('searchbox', { name: 'Find a person' }), 'ab');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('Min 3 characters required.')).toBeInTheDocument();
    expect(searches(fetch)).toEqual([]);
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/admin\/people$/);
  });

  it('goes from a result to the person page and back to the same results', async () => {
    const { user } = renderSearch(
      { 'GET /admin/people/': { results: [personMatch(7, { full_name: 'Ayesha Khan' })] } },
      '/admin/people?q=ayesha',
    );

    await user.click(await screen.findByRole('link', { name: 'Ayesha Khan' }));
    // The fake API has no person 7: the page says so, and its back link keeps the search.
    expect(await screen.findByRole('heading', { level: 1, name: 'No such person' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to search' })).toHaveAttribute(
      'href',
      '/admin/people?q=ayesha',
    );
  });
});
