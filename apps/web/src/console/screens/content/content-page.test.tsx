import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { StaffRole } from '@rishta/domain';
import { book } from '../../kit/content/test/builders';
import { fakeCollection } from '../../kit/content/test/fake-content';
import { renderConsole } from '../../test/render-console';
import { ContentPage } from './content-page';

const data = {
  ...fakeCollection('guideline-tags', [], () => ({ id: 0, name: '', video_count: 0 })),
  ...fakeCollection('guidelines', [], () => ({
    id: 0,
    tag: 0,
    title: '',
    title_hindi: '',
    youtube_code: '',
  })),
  ...fakeCollection('books', [book(1)], (_sent, id) => book(id)),
};

const render = (route: string, role: StaffRole = 'admin') =>
  renderConsole(ContentPage, { role, route, data });

describe('content page', () => {
  it('is in an admin’s sidebar and opens its first kind', async () => {
    render('/admin/content');

    const nav = await screen.findByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Content' })).toHaveAttribute('href', '/admin/content');
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/admin/content/guidelines'));
  });

  it('gives each kind a tab with its own address', async () => {
    const { user } = render('/admin/content/guidelines');

    expect(await screen.findByRole('tab', { name: 'Guidelines' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText(/No tags yet/)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Content' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('tab', { name: 'Books' }));
    expect(await screen.findByRole('article', { name: 'Book 1' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Books' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('address')).toHaveTextContent('/admin/content/books');
  });

  it('is not in a moderator’s sidebar, and says "admins only" when opened by address', async () => {
    render('/admin/content/books', 'moderator');

    expect(await screen.findByText(/Only admins can open this page/)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).queryByRole('link', { name: 'Content' })).toBeNull();
  });

  it('answers an unknown kind with the console’s not-found page', async () => {
    render('/admin/content/recipes');
    expect(await screen.findByText('There is no console page at this address.')).toBeInTheDocument();
  });
});
