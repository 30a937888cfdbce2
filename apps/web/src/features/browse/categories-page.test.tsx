import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from '@/lib/session';
import { renderWithProviders } from '@/test/render-with-providers';
import { CategoriesPage } from './categories-page';
import { forgetRememberedSearches } from './remembered-search';
import { card, namespaces, page, REFERENCE, stubBrowseApi } from './test-fixtures';

const renderPage = (route = '/categories') => renderWithProviders(<CategoriesPage />, { namespaces, route });

// jsdom renders Mantine's inputs slowly on a busy machine: give the first answer time to show.
const SLOW = { timeout: 5000 };

beforeEach(() => forgetRememberedSearches());
afterEach(() => session.set(null));

describe('CategoriesPage', () => {
  it('starts with the defaults: Unmarried, ages 10-100, and Female for a visitor', async () => {
    const api = stubBrowseApi({ list: page([card(1)], 41), others: REFERENCE });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Browse Categories' })).toBeInTheDocument();
    expect(await screen.findByText('41 profiles found', {}, SLOW)).toBeInTheDocument();
    expect(api.lastListQuery()).toEqual({
      age__gte: '10',
      age__lte: '100',
      gender: 'Female',
      martial_status: 'Unmarried',
      page: '1',
    });
    // 41 matches: three pages of 20.
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 4' })).not.toBeInTheDocument();
  });

  it('picking a category replaces the one picked before', async () => {
    const api = stubBrowseApi({ list: page([card(1)]), others: REFERENCE });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Bihar' }));
    await waitFor(() => expect(api.lastListQuery()).toMatchObject({ state: 'Bihar' }));

    await userEvent.click(screen.getByRole('tab', { name: 'Maslak' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Deobandi' }));
    await waitFor(() => expect(api.lastListQuery()).toMatchObject({ maslak: 'Deobandi' }));
    expect(api.lastListQuery()).not.toHaveProperty('state');
    expect(screen.getByRole('button', { name: 'Deobandi' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('an age preset sends its range, and 30+ Unmarried also the marital status', async () => {
    const api = stubBrowseApi({ list: page([card(1)]), others: REFERENCE });
    renderPage('/categories?tab=age&gender=Female');
    await userEvent.click(await screen.findByRole('button', { name: '22-25 years' }));
    await waitFor(() => expect(api.lastListQuery()).toMatchObject({ age__gte: '22', age__lte: '25' }));

    await userEvent.click(screen.getByRole('button', { name: '30+ Unmarried' }));
    await waitFor(() =>
      expect(api.lastListQuery()).toMatchObject({
        age__gte: '30',
        age__lte: '100',
        martial_status: 'Unmarried',
      }),
    );
  });

  it('a visitor can look for men; the choice goes into the request', async () => {
    const api = stubBrowseApi({ list: page([card(1)]), others: REFERENCE });
    renderPage();
    await userEvent.click(screen.getByRole('radio', { name: 'Male' }));
    await waitFor(() => expect(api.lastListQuery()).toMatchObject({ gender: 'Male' }));
  });

  it('has no gender choice for a logged-in user and sends no gender', async () => {
    session.set({ token: 'tok', profileId: 7, slug: 'me', username: 'me' });
    const api = stubBrowseApi({ list: page([card(1)]), others: REFERENCE });
    renderPage();
    await screen.findByText('1 profile found', {}, SLOW);
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Male' })).not.toBeInTheDocument();
    expect(api.lastListQuery()).not.toHaveProperty('gender');
  });

  it('says so when nothing matches', async () => {
    stubBrowseApi({ list: page([]), others: REFERENCE });
    renderPage();
    expect(screen.getByText('Profiles are loading, please wait....')).toBeInTheDocument();
    expect(await screen.findByText('No profiles found!', {}, SLOW)).toBeInTheDocument();
  });

  it('shows at most 10 page buttons and moves the page in the request', async () => {
    const api = stubBrowseApi({ list: page([card(1)], 20 * 30), others: REFERENCE });
    renderPage();
    await screen.findByText('600 profiles found', {}, SLOW);
    // jsdom matches no media query, so the phone's 5-page window shows; wider screens get 10.
    const pageButtons = screen.getAllByRole('button', { name: /^Page \d+$/ });
    expect(pageButtons.length).toBeLessThanOrEqual(10);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(api.lastListQuery()).toMatchObject({ page: '2' }));
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows a capped count as "1,000+" and still offers the next page', async () => {
    const api = stubBrowseApi({ list: { ...page([card(1)], 1000), count_capped: true }, others: REFERENCE });
    renderPage();
    expect(await screen.findByText('1,000+ profiles found', {}, SLOW)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(api.lastListQuery()).toMatchObject({ page: '2' }));
  });

  it('comes back to the last category when opened again without a query', async () => {
    const api = stubBrowseApi({ list: page([card(1)]), others: REFERENCE });
    const first = renderPage('/categories?tab=maslak&by=maslak&value=Barelvi&gender=Female');
    await waitFor(() => expect(api.lastListQuery()).toMatchObject({ maslak: 'Barelvi' }));
    first.unmount();
    renderPage('/categories');
    await waitFor(() => expect(api.lastListQuery()).toMatchObject({ maslak: 'Barelvi' }));
    expect(await screen.findByRole('button', { name: 'Barelvi' })).toHaveAttribute('aria-pressed', 'true');
  });
});
