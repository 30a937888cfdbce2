import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { callsOf } from '@/test/fake-api';
import { marqueeLine } from '../../kit/content/test/builders';
import { fakeCollection } from '../../kit/content/test/fake-content';
import { renderConsole } from '../../test/render-console';
import { ContentPage } from '../../screens/content/content-page';

function lines() {
  return {
    ...fakeCollection(
      'marquee',
      [
        marqueeLine(1, { message: 'Registration is free' }),
        marqueeLine(2, {
          message: 'Eid Mubarak',
          is_active: false,
          translations: { ur: { message: 'عید مبارک' } },
        }),
      ],
      (sent, id, old) =>
        marqueeLine(id, {
          message: String(sent.message),
          is_active: typeof sent.is_active === 'boolean' ? sent.is_active : (old?.is_active ?? true),
        }),
    ),
  };
}

const render = (data = lines()) =>
  renderConsole(ContentPage, { role: 'admin', route: '/admin/content/marquee', data });

describe('header lines', () => {
  it('adds a line, which runs at once, and empties the box for the next one', async () => {
    const { user, fetch } = render();

    await user.type(await screen.findByLabelText(/^New line/), 'Eid Mubarak to all');
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    expect(await screen.findByText('Eid Mubarak to all')).toBeInTheDocument();
    expect(screen.getByLabelText(/^New line/)).toHaveValue('');
    expect(callsOf(fetch, 'POST')).toEqual([
      ['/api/admin/content/marquee', { message: 'Eid Mubarak to all', is_active: true }],
    ]);
  });

  it('switches a line off, keeping its text', async () => {
    const { user, fetch } = render();

    const line = (await screen.findByText('Registration is free')).closest('li')!;
    expect(within(line).getByText('Shown')).toBeInTheDocument();
    await user.click(
      within(line).getByRole('button', { name: 'Hide “Registration is free” from the header' }),
    );
    expect(await screen.findByText('The line no longer runs in the header.')).toBeInTheDocument();
    expect(await within(line).findByText('Hidden')).toBeInTheDocument();
    expect(
      within(line).getByRole('button', { name: 'Show “Registration is free” in the header' }),
    ).toBeEnabled();
    expect(callsOf(fetch, 'PUT')).toEqual([
      ['/api/admin/content/marquee/1', { message: 'Registration is free', is_active: false }],
    ]);
  });

  it('edits a line’s text, keeping whether it runs', async () => {
    const { user, fetch } = render();

    await user.click(await screen.findByRole('button', { name: 'Edit “Eid Mubarak”' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit line' });
    await user.type(within(edit).getByLabelText(/^Text/), ' to all');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The line has been saved.')).toBeInTheDocument();
    expect(callsOf(fetch, 'PUT')).toEqual([
      [
        '/api/admin/content/marquee/2',
        // Its Urdu text, saved before, goes back with it.
        { message: 'Eid Mubarak to all', is_active: false, translations: { ur: { message: 'عید مبارک' } } },
      ],
    ]);
  });

  it('writes a line in another language under its English text', async () => {
    const { user, fetch } = render();

    await user.click(await screen.findByRole('button', { name: 'Edit “Registration is free”' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit line' });
    expect(within(edit).getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true');
    await user.type(within(edit).getByLabelText('हिन्दी: Text'), 'पंजीकरण मुफ़्त है');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The line has been saved.')).toBeInTheDocument();
    expect(callsOf(fetch, 'PUT')).toEqual([
      [
        '/api/admin/content/marquee/1',
        {
          message: 'Registration is free',
          is_active: true,
          translations: { hi: { message: 'पंजीकरण मुफ़्त है' } },
        },
      ],
    ]);
  });

  it('deletes a line after a confirmation', async () => {
    const { user, fetch } = render();

    await user.click(await screen.findByRole('button', { name: 'Delete “Registration is free”' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete “Registration is free”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The line has been deleted.')).toBeInTheDocument();
    expect(callsOf(fetch, 'DELETE')).toEqual([['/api/admin/content/marquee/1', undefined]]);
  });
});
