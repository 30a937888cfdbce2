import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { apiFieldErrors, callsOf } from '@/test/fake-api';
import { story } from '../../kit/content/test/builders';
import { fakeCollection, sentTranslations } from '../../kit/content/test/fake-content';
import { renderConsole } from '../../test/render-console';
import { ContentPage } from '../../screens/content/content-page';

function stories(extra: Record<string, unknown> = {}) {
  return {
    ...fakeCollection('stories', [story(1, { name: 'Sana & Faiz' })], (sent, id) =>
      story(id, {
        name: String(sent.name),
        short_description: String(sent.short_description),
        description: String(sent.description),
        youtube_code: String(sent.youtube_code),
        translations: sentTranslations(sent),
      }),
    ),
    ...extra,
  };
}

const render = (data = stories()) =>
  renderConsole(ContentPage, { role: 'admin', route: '/admin/content/stories', data });

describe('success stories', () => {
  it('adds a story with its video', async () => {
    const { user, fetch } = render();

    await user.click(await screen.findByRole('button', { name: 'Add story' }));
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
    expect(await screen.findByRole('article', { name: 'Ayesha & Imran' })).toBeInTheDocument();
    expect(callsOf(fetch, 'POST')).toEqual([
      [
        '/api/admin/content/stories',
        {
          name: 'Ayesha & Imran',
          short_description: 'Married in 2024.',
          description: 'They met here.',
          youtube_code: 'dQw4w9WgXcQ',
          translations: {},
        },
      ],
    ]);
  });

  it('edits a story', async () => {
    const { user, fetch } = render();

    const card = await screen.findByRole('article', { name: 'Sana & Faiz' });
    await user.click(within(card).getByRole('button', { name: 'Edit “Sana & Faiz”' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit story' });
    await user.clear(within(edit).getByLabelText(/^Short description/));
    await user.type(within(edit).getByLabelText(/^Short description/), 'Married in Hyderabad.');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The story of Sana & Faiz has been saved.')).toBeInTheDocument();
    const { description, youtube_code } = story(1);
    expect(callsOf(fetch, 'PUT')).toEqual([
      [
        '/api/admin/content/stories/1',
        {
          name: 'Sana & Faiz',
          short_description: 'Married in Hyderabad.',
          description,
          youtube_code,
          translations: {},
        },
      ],
    ]);
  });

  it('saves a story’s name and story in Tamil, chosen among the other languages', async () => {
    const { user, fetch } = render();

    const card = await screen.findByRole('article', { name: 'Sana & Faiz' });
    await user.click(within(card).getByRole('button', { name: 'Edit “Sana & Faiz”' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit story' });
    const others = within(edit).getByRole('group', { name: 'Other languages' });
    const tamil = within(others).getByRole('button', { name: 'தமிழ்' });
    expect(tamil).toHaveAttribute('aria-pressed', 'false');
    await user.click(tamil);
    expect(tamil).toHaveAttribute('aria-pressed', 'true');
    expect(within(others).getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'false');
    const name = within(edit).getByLabelText('தமிழ்: Name');
    expect(name).toHaveAttribute('lang', 'ta');
    await user.type(name, 'சனா & ஃபைஸ்');
    await user.type(within(edit).getByLabelText('தமிழ்: Full story'), 'அவர்கள் இங்கே சந்தித்தனர்.');
    // The English texts stay as they were.
    expect(within(edit).getByLabelText(/^Name/)).toHaveValue('Sana & Faiz');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The story of Sana & Faiz has been saved.')).toBeInTheDocument();
    const { short_description, description, youtube_code } = story(1);
    expect(callsOf(fetch, 'PUT')).toEqual([
      [
        '/api/admin/content/stories/1',
        {
          name: 'Sana & Faiz',
          short_description,
          description,
          youtube_code,
          translations: { ta: { name: 'சனா & ஃபைஸ்', description: 'அவர்கள் இங்கே சந்தித்தனர்.' } },
        },
      ],
    ]);

    // Opened again, Tamil is marked as written.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(within(card).getByRole('button', { name: 'Edit “Sana & Faiz”' }));
    const again = await screen.findByRole('dialog', { name: 'Edit story' });
    expect(within(again).getByRole('button', { name: 'தமிழ் ✓' })).toBeInTheDocument();
  });

  it('marks the languages a story is written in and shows their texts', async () => {
    const hindi = { name: 'सना और फ़ैज़', description: 'वे यहीं मिले।' };
    const { user } = render(
      stories({
        'GET /content/stories': {
          count: 1,
          results: [story(1, { name: 'Sana & Faiz', translations: { hi: hindi } })],
        },
      }),
    );

    await user.click(await screen.findByRole('button', { name: 'Edit “Sana & Faiz”' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit story' });
    const others = within(edit).getByRole('group', { name: 'Other languages' });
    expect(within(others).getByRole('button', { name: 'தமிழ்' })).toBeInTheDocument();
    await user.click(within(others).getByRole('button', { name: 'தமிழ்' }));
    expect(within(edit).getByLabelText('தமிழ்: Name')).toHaveValue('');
    await user.click(within(others).getByRole('button', { name: 'हिन्दी ✓' }));
    expect(within(edit).getByLabelText('हिन्दी: Name')).toHaveValue(hindi.name);
    expect(within(edit).getByLabelText('हिन्दी: Full story')).toHaveValue(hindi.description);
    expect(within(edit).getByLabelText('हिन्दी: Short description')).toHaveValue('');
  });

  it('deletes a story after a confirmation', async () => {
    const { user, fetch } = render();

    await user.click(await screen.findByRole('button', { name: 'Delete “Sana & Faiz”' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete “Sana & Faiz”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The story of Sana & Faiz has been deleted.')).toBeInTheDocument();
    expect(callsOf(fetch, 'DELETE')).toEqual([['/api/admin/content/stories/1', undefined]]);
  });

  it('checks the YouTube id before sending', async () => {
    const { user, fetch } = render();

    await user.click(await screen.findByRole('button', { name: 'Edit “Sana & Faiz”' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit story' });
    const id = within(edit).getByLabelText(/YouTube video id/);
    await user.clear(id);
    await user.type(id, 'too-short');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(id).toHaveAccessibleDescription(/Enter the 11-character YouTube video id/));
    expect(callsOf(fetch, 'PUT')).toEqual([]);
  });

  it('shows the API’s field errors on their fields, keeping what was typed', async () => {
    const { user } = render(stories({ 'PUT /content/stories/1': apiFieldErrors({ name: 'required' }) }));

    await user.click(await screen.findByRole('button', { name: 'Edit “Sana & Faiz”' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit story' });
    const id = within(edit).getByLabelText(/YouTube video id/);
    await user.clear(id);
    await user.type(id, 'dQw4w9WgXcQ');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    const name = within(edit).getByLabelText(/^Name/);
    await waitFor(() => expect(name).toHaveAccessibleDescription(/This field is required\./));
    expect(id).toHaveValue('dQw4w9WgXcQ');
  });
});
