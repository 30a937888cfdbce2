import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { apiError, callsOf } from '@/test/fake-api';
import { tag, video } from '../../kit/content/test/builders';
import { fakeCollection } from '../../kit/content/test/fake-content';
import { choose } from '../../kit/content/test/choose';
import { renderConsole } from '../../test/render-console';
import { ContentPage } from '../../screens/content/content-page';

function guidelines(extra: Record<string, unknown> = {}) {
  return {
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
  };
}

const render = (data = guidelines()) =>
  renderConsole(ContentPage, { role: 'admin', route: '/admin/content/guidelines', data });

describe('guideline tags', () => {
  it('adds a tag, with a notification, and empties the box for the next one', async () => {
    const { user, fetch } = render();

    await user.type(await screen.findByLabelText('New tag'), '  Mahr  ');
    await user.click(screen.getByRole('button', { name: 'Add tag' }));
    expect(await screen.findByText('The tag “Mahr” has been added.')).toBeInTheDocument();
    expect(screen.getByLabelText('New tag')).toHaveValue('');
    expect(callsOf(fetch, 'POST')).toEqual([
      ['/api/admin/content/guideline-tags', { name: 'Mahr', translations: {} }],
    ]);
  });

  it('renames a tag in its dialog', async () => {
    const { user, fetch } = render();

    await user.click(await screen.findByRole('button', { name: 'Rename “Tag 2”' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename “Tag 2”' });
    await user.clear(within(rename).getByLabelText(/^Tag name/));
    await user.type(within(rename).getByLabelText(/^Tag name/), 'Walima');
    await user.click(within(rename).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The tag is now called “Walima”.')).toBeInTheDocument();
    expect(callsOf(fetch, 'PUT')).toEqual([
      ['/api/admin/content/guideline-tags/2', { name: 'Walima', translations: {} }],
    ]);
  });

  it('deletes an empty tag after a confirmation, never one with videos', async () => {
    const { user, fetch } = render();

    await user.click(await screen.findByRole('button', { name: 'Delete “Tag 2”' }));
    expect(screen.getByRole('button', { name: 'Delete “Nikah”' })).toBeDisabled();
    const confirm = await screen.findByRole('dialog', { name: 'Delete “Tag 2”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The tag “Tag 2” has been deleted.')).toBeInTheDocument();
    expect(callsOf(fetch, 'DELETE')).toEqual([['/api/admin/content/guideline-tags/2', undefined]]);
  });

  it('shows the API refusing a name already used on the name field, keeping what was typed', async () => {
    const { user } = render(
      guidelines({ 'POST /content/guideline-tags': apiError(409, 'guidelineTagExists') }),
    );

    await user.type(await screen.findByLabelText('New tag'), 'nikah');
    await user.click(screen.getByRole('button', { name: 'Add tag' }));

    const name = screen.getByLabelText('New tag');
    await waitFor(() => expect(name).toHaveAccessibleDescription('A tag with this name already exists.'));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveValue('nikah');
  });
});

describe('guideline videos', () => {
  it('lists each video with its thumbnail, tag and both titles', async () => {
    render();

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

  it('adds a video from a pasted YouTube link', async () => {
    const { user, fetch } = render();

    // Add video waits for the tags a video is put under.
    await screen.findByRole('article', { name: 'Before the nikah' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add video' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Add video' }));
    const add = await screen.findByRole('dialog', { name: 'Add video' });
    await choose(user, within(add).getByLabelText(/^Tag/), 'Tag 2');
    await user.type(within(add).getByLabelText(/^Title \(English\)/), 'Choosing well');
    await user.type(within(add).getByLabelText(/^Title \(Hindi\)/), 'सही चुनाव');
    await user.click(within(add).getByLabelText(/YouTube video id/));
    await user.paste('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3');
    expect(within(add).getByLabelText(/YouTube video id/)).toHaveValue('dQw4w9WgXcQ');
    await user.click(within(add).getByRole('button', { name: 'Add video' }));
    expect(await screen.findByText('“Choosing well” is now on the Guidelines page.')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Choosing well' })).toBeInTheDocument();
    expect(callsOf(fetch, 'POST')).toEqual([
      [
        '/api/admin/content/guidelines',
        {
          tag: 2,
          title: 'Choosing well',
          title_hindi: 'सही चुनाव',
          youtube_code: 'dQw4w9WgXcQ',
          translations: {},
        },
      ],
    ]);
  });

  it('edits a video', async () => {
    const { user, fetch } = render();

    const item = await screen.findByRole('article', { name: 'Before the nikah' });
    await user.click(within(item).getByRole('button', { name: 'Edit “Before the nikah”' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit video' });
    await user.clear(within(edit).getByLabelText(/^Title \(English\)/));
    await user.type(within(edit).getByLabelText(/^Title \(English\)/), 'Choosing wisely');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('“Choosing wisely” has been saved.')).toBeInTheDocument();
    const { title_hindi, youtube_code } = video(1);
    expect(callsOf(fetch, 'PUT')).toEqual([
      [
        '/api/admin/content/guidelines/1',
        { tag: 1, title: 'Choosing wisely', title_hindi, youtube_code, translations: {} },
      ],
    ]);
  });

  it('offers every other language for the title but Hindi, which has its own field', async () => {
    const { user } = render();

    const item = await screen.findByRole('article', { name: 'Before the nikah' });
    await user.click(within(item).getByRole('button', { name: 'Edit “Before the nikah”' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit video' });
    const languages = within(edit).getByRole('group', { name: 'Choose which language to write below' });
    const buttons = within(languages).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'اردو',
      'ಕನ್ನಡ',
      'ગુજરાતી',
      'తెలుగు',
      'தமிழ்',
      'मराठी',
      'ਪੰਜਾਬੀ',
      'বাংলা',
      'മലയാളം',
      'ଓଡ଼ିଆ',
    ]);
    expect(within(languages).queryByRole('button', { name: /हिन्दी/ })).toBeNull();
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');
    expect(within(edit).queryByLabelText(/^हिन्दी:/)).toBeNull();
    expect(within(edit).getByLabelText(/^Title \(Hindi\)/)).toHaveValue('वीडियो 1');
  });

  it('deletes a video after a confirmation', async () => {
    const { user, fetch } = render();

    await user.click(await screen.findByRole('button', { name: 'Delete “Before the nikah”' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete “Before the nikah”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Before the nikah' })).toBeNull());
    expect(callsOf(fetch, 'DELETE')).toEqual([['/api/admin/content/guidelines/1', undefined]]);
  });

  it('puts the API’s field errors on their fields and keeps the dialog with everything typed', async () => {
    const { user } = render(
      guidelines({
        'PUT /content/guidelines/1': {
          status: 400,
          body: { youtube_code: ['x'], codes: { youtube_code: ['youtubeCodeInvalid'] } },
        },
      }),
    );

    const item = await screen.findByRole('article', { name: 'Before the nikah' });
    await user.click(within(item).getByRole('button', { name: 'Edit “Before the nikah”' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit video' });
    await user.type(within(edit).getByLabelText(/^Title \(English\)/), ' (new)');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));

    const id = within(edit).getByLabelText(/YouTube video id/);
    await waitFor(() => expect(id).toHaveAccessibleDescription(/Enter the 11-character YouTube video id/));
    expect(id).toHaveAttribute('aria-invalid', 'true');
    expect(within(edit).getByLabelText(/^Title \(English\)/)).toHaveValue('Before the nikah (new)');
  });
});
