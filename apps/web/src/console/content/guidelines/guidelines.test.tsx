import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { apiError, callsOf, fakeApi } from '@/test/fake-api';
import { staffSession } from '../../lib/staff-session';
import { tag, video } from '../test/builders';
import { ADMIN_ME, fakeCollection } from '../test/fake-content';
import { choose, renderContent, SLOW } from '../test/render-content';

afterEach(() => staffSession.clear());

function fakeGuidelines(extra: Record<string, unknown> = {}) {
  return fakeApi({
    ...ADMIN_ME,
    ...fakeCollection(
      'guideline-tags',
      [tag(1, { name: 'Nikah', video_count: 1 }), tag(2)],
      (sent, id, old) => tag(id, { name: String(sent.name), video_count: old?.video_count ?? 0 }),
    ),
    ...fakeCollection('guidelines', [video(1, { title: 'Before the nikah' })], (sent, id) =>
      video(id, {
        tag: Number(sent.tag),
        title: String(sent.title),
        title_hindi: String(sent.title_hindi),
        youtube_code: String(sent.youtube_code),
      }),
    ),
    ...extra,
  });
}

describe('guideline tags', SLOW, () => {
  it('adds, renames and deletes a tag with the API, with a notification each time', async () => {
    const fetch = fakeGuidelines();
    const { user } = renderContent('/admin/content/guidelines');

    await user.type(await screen.findByLabelText('New tag'), '  Mahr  ');
    await user.click(screen.getByRole('button', { name: 'Add tag' }));
    expect(await screen.findByText('The tag “Mahr” has been added.')).toBeInTheDocument();
    expect(screen.getByLabelText('New tag')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Rename “Tag 2”' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename “Tag 2”' });
    await user.clear(within(rename).getByLabelText(/Tag name/));
    await user.type(within(rename).getByLabelText(/Tag name/), 'Walima');
    await user.click(within(rename).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The tag is now called “Walima”.')).toBeInTheDocument();

    // A tag with videos cannot be deleted; an empty one can, after a confirmation.
    expect(screen.getByRole('button', { name: 'Delete “Nikah”' })).toBeDisabled();
    await user.click(await screen.findByRole('button', { name: 'Delete “Walima”' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete “Walima”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The tag “Walima” has been deleted.')).toBeInTheDocument();

    expect(callsOf(fetch, 'POST')).toEqual([['/api/admin/content/guideline-tags', { name: 'Mahr' }]]);
    expect(callsOf(fetch, 'PUT')).toEqual([['/api/admin/content/guideline-tags/2', { name: 'Walima' }]]);
    expect(callsOf(fetch, 'DELETE')).toEqual([['/api/admin/content/guideline-tags/2', undefined]]);
  });

  it('shows the API refusing a name already used on the name field, keeping what was typed', async () => {
    fakeGuidelines({ 'POST /content/guideline-tags': apiError(409, 'guidelineTagExists') });
    const { user } = renderContent('/admin/content/guidelines');

    await user.type(await screen.findByLabelText('New tag'), 'nikah');
    await user.click(screen.getByRole('button', { name: 'Add tag' }));

    const name = screen.getByLabelText('New tag');
    await waitFor(() => expect(name).toHaveAccessibleDescription('A tag with this name already exists.'));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveValue('nikah');
  });
});

describe('guideline videos', SLOW, () => {
  it('lists each video with its thumbnail, tag and both titles', async () => {
    fakeGuidelines();
    renderContent('/admin/content/guidelines');

    const item = await screen.findByRole('article', { name: 'Before the nikah' });
    expect(within(item).getByText('वीडियो 1')).toBeInTheDocument();
    expect(within(item).getByText('Nikah')).toBeInTheDocument();
    const watch = within(item).getByRole('link', { name: 'Watch “Before the nikah” on YouTube' });
    expect(watch).toHaveAttribute('href', 'https://www.youtube.com/watch?v=abcdefghi01');
    expect(watch.querySelector('img')).toHaveAttribute(
      'src',
      'https://i.ytimg.com/vi/abcdefghi01/mqdefault.jpg',
    );
  });

  it('adds a video from a pasted YouTube link, edits it and deletes it', async () => {
    const fetch = fakeGuidelines();
    const { user } = renderContent('/admin/content/guidelines');

    // Add video waits for the tags a video is put under.
    await screen.findByRole('article', { name: 'Before the nikah' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add video' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Add video' }));
    const add = await screen.findByRole('dialog', { name: 'Add video' });
    await choose(user, within(add).getByLabelText(/^Tag/), 'Tag 2');
    await user.type(within(add).getByLabelText(/Title \(English\)/), 'Choosing well');
    await user.type(within(add).getByLabelText(/Title \(Hindi\)/), 'सही चुनाव');
    await user.click(within(add).getByLabelText(/YouTube video id/));
    await user.paste('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3');
    expect(within(add).getByLabelText(/YouTube video id/)).toHaveValue('dQw4w9WgXcQ');
    await user.click(within(add).getByRole('button', { name: 'Add video' }));
    expect(await screen.findByText('“Choosing well” is now on the Guidelines page.')).toBeInTheDocument();
    const added = await screen.findByRole('article', { name: 'Choosing well' });

    await user.click(within(added).getByRole('button', { name: 'Edit “Choosing well”' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit video' });
    await user.clear(within(edit).getByLabelText(/Title \(English\)/));
    await user.type(within(edit).getByLabelText(/Title \(English\)/), 'Choosing wisely');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('“Choosing wisely” has been saved.')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Delete “Choosing wisely”' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete “Choosing wisely”?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Choosing wisely' })).toBeNull());

    const sent = { tag: 2, title: 'Choosing well', title_hindi: 'सही चुनाव', youtube_code: 'dQw4w9WgXcQ' };
    expect(callsOf(fetch, 'POST')).toEqual([['/api/admin/content/guidelines', sent]]);
    expect(callsOf(fetch, 'PUT')).toEqual([
      ['/api/admin/content/guidelines/2', { ...sent, title: 'Choosing wisely' }],
    ]);
    expect(callsOf(fetch, 'DELETE')).toEqual([['/api/admin/content/guidelines/2', undefined]]);
  });

  it('puts the API’s field errors on their fields and keeps the dialog with everything typed', async () => {
    fakeGuidelines({
      'PUT /content/guidelines/1': {
        status: 400,
        body: { youtube_code: ['x'], codes: { youtube_code: ['youtubeCodeInvalid'] } },
      },
    });
    const { user } = renderContent('/admin/content/guidelines');

    const item = await screen.findByRole('article', { name: 'Before the nikah' });
    await user.click(within(item).getByRole('button', { name: 'Edit “Before the nikah”' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit video' });
    await user.type(within(edit).getByLabelText(/Title \(English\)/), ' (new)');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));

    const id = within(edit).getByLabelText(/YouTube video id/);
    await waitFor(() => expect(id).toHaveAccessibleDescription(/Enter the 11-character YouTube video id/));
    expect(id).toHaveAttribute('aria-invalid', 'true');
    expect(within(edit).getByLabelText(/Title \(English\)/)).toHaveValue('Before the nikah (new)');
  });
});
