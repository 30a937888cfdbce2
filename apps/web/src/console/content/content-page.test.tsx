import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { fakeApi } from '@/test/fake-api';
import { staffSession } from '../lib/staff-session';
import { book } from './test/builders';
import { ADMIN_ME, fakeCollection } from './test/fake-content';
import { renderContent, SLOW } from './test/render-content';

afterEach(() => staffSession.clear());

describe('content page', SLOW, () => {
  it('is in an admin’s sidebar, opens its first kind, and each tab has its own address', async () => {
    fakeApi({
      ...ADMIN_ME,
      ...fakeCollection('guideline-tags', [], () => ({ id: 0, name: '', video_count: 0 })),
      ...fakeCollection('guidelines', [], () => ({
        id: 0,
        tag: 0,
        title: '',
        title_hindi: '',
        youtube_code: '',
      })),
      ...fakeCollection('books', [book(1)], (_sent, id) => book(id)),
    });
    const { user } = renderContent('/admin/content');

    const nav = await screen.findByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Content' })).toHaveAttribute('href', '/admin/content');
    expect(await screen.findByRole('tab', { name: 'Guidelines' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText(/No tags yet/)).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Content' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('tab', { name: 'Books' }));
    expect(await screen.findByRole('article', { name: 'Book 1' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Books' })).toHaveAttribute('aria-selected', 'true');
  });

  it('is not in a moderator’s sidebar, and says "admins only" when opened by address', async () => {
    fakeApi({ 'GET /admin/me/': { username: 'moderator@example.com', role: 'moderator' } });
    renderContent('/admin/content/books', { role: 'moderator' });

    expect(await screen.findByText(/Only admins can open this page/)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).queryByRole('link', { name: 'Content' })).toBeNull();
  });

  it('answers an unknown kind with the console’s not-found page', async () => {
    fakeApi(ADMIN_ME);
    renderContent('/admin/content/recipes');
    expect(await screen.findByText('There is no console page at this address.')).toBeInTheDocument();
  });
});
