import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { apiFieldErrors, callsOf, fakeApi } from '@/test/fake-api';
import { staffSession } from '../../lib/staff-session';
import { story } from '../test/builders';
import { ADMIN_ME, fakeCollection } from '../test/fake-content';
import { renderContent, SLOW } from '../test/render-content';

afterEach(() => staffSession.clear());

function fakeStories(extra: Record<string, unknown> = {}) {
  return fakeApi({
    ...ADMIN_ME,
    ...fakeCollection('stories', [story(1, { name: 'Sana & Faiz' })], (sent, id) =>
      story(id, {
        name: String(sent.name),
        short_description: String(sent.short_description),
        description: String(sent.description),
        youtube_code: String(sent.youtube_code),
      }),
    ),
    ...extra,
  });
}

describe('success stories', SLOW, () => {
  it('adds, edits and deletes a story', async () => {
    const fetch = fakeStories();
    const { user } = renderContent('/admin/content/stories');

    expect(await screen.findByRole('article', { name: 'Sana & Faiz' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add story' }));
    const add = await screen.findByRole('dialog', { name: 'Add story' });
    await user.type(within(add).getByLabelText(/^Name/), 'Ayesha & Imran');
    await user.type(within(add).getByLabelText(/^Short description/), 'Married in 2024.');
    await user.type(within(add).getByLabelText(/^Full story/), 'They met here.');
    await user.type(within(add).getByLabelText(/YouTube video id/), 'dQw4w9WgXcQ');
    expect(within(add).getByRole('link', { name: 'Watch “Ayesha & Imran” on YouTube' })).toBeInTheDocument();
    await user.click(within(add).getByRole('button', { name: 'Add story' }));
    expect(
      await screen.findByText('The story of Ayesha & Imran is now on the home page.'),
    ).toBeInTheDocument();

    const added = await screen.findByRole('article', { name: 'Ayesha & Imran' });
    await user.click(within(added).getByRole('button', { name: 'Edit “Ayesha & Imran”' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit story' });
    await user.clear(within(edit).getByLabelText(/^Short description/));
    await user.type(within(edit).getByLabelText(/^Short description/), 'Married in Hyderabad.');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The story of Ayesha & Imran has been saved.')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Delete “Ayesha & Imran”' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete “Ayesha & Imran”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The story of Ayesha & Imran has been deleted.')).toBeInTheDocument();

    const sent = {
      name: 'Ayesha & Imran',
      short_description: 'Married in 2024.',
      description: 'They met here.',
      youtube_code: 'dQw4w9WgXcQ',
    };
    expect(callsOf(fetch, 'POST')).toEqual([['/api/admin/content/stories', sent]]);
    expect(callsOf(fetch, 'PUT')).toEqual([
      ['/api/admin/content/stories/2', { ...sent, short_description: 'Married in Hyderabad.' }],
    ]);
    expect(callsOf(fetch, 'DELETE')).toEqual([['/api/admin/content/stories/2', undefined]]);
  });

  it('checks the YouTube id before sending, and shows the API’s field errors on their fields', async () => {
    const fetch = fakeStories({ 'PUT /content/stories/1': apiFieldErrors({ name: 'required' }) });
    const { user } = renderContent('/admin/content/stories');

    const card = await screen.findByRole('article', { name: 'Sana & Faiz' });
    await user.click(within(card).getByRole('button', { name: 'Edit “Sana & Faiz”' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit story' });
    const id = within(edit).getByLabelText(/YouTube video id/);
    await user.clear(id);
    await user.type(id, 'too-short');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(id).toHaveAccessibleDescription(/Enter the 11-character YouTube video id/));
    expect(callsOf(fetch, 'PUT')).toEqual([]);

    await user.clear(id);
    await user.type(id, 'dQw4w9WgXcQ');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    const name = within(edit).getByLabelText(/^Name/);
    await waitFor(() => expect(name).toHaveAccessibleDescription(/This field is required\./));
    expect(id).toHaveValue('dQw4w9WgXcQ');
  });
});
