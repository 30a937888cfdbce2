import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { callsOf, fakeApi } from '@/test/fake-api';
import { staffSession } from '../../lib/staff-session';
import { marqueeLine } from '../test/builders';
import { ADMIN_ME, fakeCollection } from '../test/fake-content';
import { renderContent, SLOW } from '../test/render-content';

afterEach(() => staffSession.clear());

function fakeMarquee() {
  return fakeApi({
    ...ADMIN_ME,
    ...fakeCollection('marquee', [marqueeLine(1, { message: 'Registration is free' })], (sent, id, old) =>
      marqueeLine(id, {
        message: String(sent.message),
        is_active: typeof sent.is_active === 'boolean' ? sent.is_active : (old?.is_active ?? true),
      }),
    ),
  });
}

describe('header lines', SLOW, () => {
  it('adds a line, switches one off, edits and deletes it', async () => {
    const fetch = fakeMarquee();
    const { user } = renderContent('/admin/content/marquee');

    await user.type(await screen.findByLabelText(/^New line/), 'Eid Mubarak to all');
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    expect(await screen.findByText('Eid Mubarak to all')).toBeInTheDocument();
    expect(screen.getByLabelText(/^New line/)).toHaveValue('');

    const line = screen.getByText('Registration is free').closest('li')!;
    expect(within(line).getByText('Shown')).toBeInTheDocument();
    await user.click(
      within(line).getByRole('button', { name: 'Hide “Registration is free” from the header' }),
    );
    expect(await screen.findByText('The line no longer runs in the header.')).toBeInTheDocument();
    expect(await within(line).findByText('Hidden')).toBeInTheDocument();
    expect(
      within(line).getByRole('button', { name: 'Show “Registration is free” in the header' }),
    ).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Edit “Registration is free”' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit line' });
    await user.type(within(edit).getByLabelText(/^Text/), ' for everyone');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The line has been saved.')).toBeInTheDocument();

    await user.click(
      await screen.findByRole('button', { name: 'Delete “Registration is free for everyone”' }),
    );
    const confirm = await screen.findByRole('dialog', {
      name: 'Delete “Registration is free for everyone”?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The line has been deleted.')).toBeInTheDocument();

    expect(callsOf(fetch, 'POST')).toEqual([
      ['/api/admin/content/marquee', { message: 'Eid Mubarak to all', is_active: true }],
    ]);
    expect(callsOf(fetch, 'PUT')).toEqual([
      ['/api/admin/content/marquee/1', { message: 'Registration is free', is_active: false }],
      ['/api/admin/content/marquee/1', { message: 'Registration is free for everyone', is_active: false }],
    ]);
    expect(callsOf(fetch, 'DELETE')).toEqual([['/api/admin/content/marquee/1', undefined]]);
  });
});
