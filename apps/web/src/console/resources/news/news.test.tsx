import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { apiFieldErrors, callsOf } from '@/test/fake-api';
import { file, newsCard } from '../../kit/content/test/builders';
import { fakeCollection, sentBody, sentTranslations } from '../../kit/content/test/fake-content';
import { renderConsole } from '../../test/render-console';
import { ContentPage } from '../../screens/content/content-page';

const IMAGE = 'https://media.example/news/1.jpg?sig=1';

function news(extra: Record<string, unknown> = {}) {
  return {
    ...fakeCollection('news', [newsCard(1, { title: 'Simple weddings', image: IMAGE })], (sent, id, old) =>
      newsCard(id, {
        title: String(sent.title),
        link: String(sent.link),
        description: String(sent.description),
        image: sent.image ? IMAGE : sent.remove_image ? null : (old?.image ?? null),
        translations: sentTranslations(sent),
      }),
    ),
    ...extra,
  };
}

const render = (data = news()) =>
  renderConsole(ContentPage, { role: 'admin', route: '/admin/content/news', data });

describe('news', () => {
  it('adds a card without an image as JSON', async () => {
    const { user, fetch } = render();

    await user.click(await screen.findByRole('button', { name: 'Add news' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add news' });
    await user.type(within(dialog).getByLabelText(/^Title/), 'Dowry-free nikah drive');
    await user.type(within(dialog).getByLabelText(/^Link/), 'https://news.example/drive');
    await user.type(within(dialog).getByLabelText(/^Description/), 'A hundred couples.');
    await user.click(within(dialog).getByRole('button', { name: 'Add news' }));

    expect(await screen.findByText('“Dowry-free nikah drive” is now on the News page.')).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Dowry-free nikah drive' });
    expect(within(card).getByRole('link', { name: 'https://news.example/drive' })).toBeInTheDocument();
    expect(callsOf(fetch, 'POST')).toEqual([
      [
        '/api/admin/content/news',
        {
          title: 'Dowry-free nikah drive',
          link: 'https://news.example/drive',
          description: 'A hundred couples.',
          translations: {},
        },
      ],
    ]);
  });

  it('sends a card with an image as multipart', async () => {
    const { user, fetch } = render();

    await user.click(await screen.findByRole('button', { name: 'Add news' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add news' });
    await user.type(within(dialog).getByLabelText(/^Title/), 'With a picture');
    await user.type(within(dialog).getByLabelText(/^Link/), 'https://news.example/picture');
    await user.type(within(dialog).getByLabelText(/^Description/), 'See the picture.');
    await user.upload(
      dialog.querySelector<HTMLInputElement>('input[type="file"][name="image"]')!,
      file('photo.jpg', 'image/jpeg'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add news' }));

    expect(await screen.findByText('“With a picture” is now on the News page.')).toBeInTheDocument();
    const [url, init] = fetch.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(url).toBe('/api/admin/content/news');
    expect(init!.body).toBeInstanceOf(FormData);
    const sent = sentBody(init);
    expect(sent).toEqual({
      title: 'With a picture',
      link: 'https://news.example/picture',
      description: 'See the picture.',
      // What is not text goes as its JSON; none written is none.
      translations: '{}',
      image: expect.any(File),
    });
    expect((sent.image as File).name).toBe('photo.jpg');
  });

  it('edits a card and removes its image', async () => {
    const { user, fetch } = render();

    const card = await screen.findByRole('article', { name: 'Simple weddings' });
    await user.click(within(card).getByRole('button', { name: 'Edit “Simple weddings”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit news' });
    expect(within(dialog).getByRole('img', { name: 'The current image' })).toHaveAttribute('src', IMAGE);
    await user.type(within(dialog).getByLabelText(/^Title/), ' in Lucknow');
    await user.click(within(dialog).getByLabelText('Remove the image'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('“Simple weddings in Lucknow” has been saved.')).toBeInTheDocument();
    expect(callsOf(fetch, 'PUT')).toEqual([
      [
        '/api/admin/content/news/1',
        {
          title: 'Simple weddings in Lucknow',
          link: 'https://news.example/article-1',
          description: 'What article 1 says.',
          translations: {},
          remove_image: true,
        },
      ],
    ]);
  });

  it('sends the other languages’ texts with a new image as the multipart field of JSON', async () => {
    const { user, fetch } = render();

    const card = await screen.findByRole('article', { name: 'Simple weddings' });
    await user.click(within(card).getByRole('button', { name: 'Edit “Simple weddings”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit news' });
    await user.click(within(dialog).getByRole('button', { name: 'اردو' }));
    const title = within(dialog).getByLabelText('اردو: Title');
    // Urdu is typed right to left (Mantine puts the direction on the box around the input).
    expect(title).toHaveAttribute('lang', 'ur');
    expect(title.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await user.type(title, 'سادہ شادیاں');
    await user.upload(
      dialog.querySelector<HTMLInputElement>('input[type="file"][name="image"]')!,
      file('new.jpg', 'image/jpeg'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('“Simple weddings” has been saved.')).toBeInTheDocument();
    const [url, init] = fetch.mock.calls.find(([, i]) => i?.method === 'PUT')!;
    expect(url).toBe('/api/admin/content/news/1');
    const sent = sentBody(init);
    expect(sent.translations).toBe(JSON.stringify({ ur: { title: 'سادہ شادیاں' } }));
    expect((sent.image as File).name).toBe('new.jpg');
  });

  it('deletes a card after a confirmation', async () => {
    const { user, fetch } = render();

    await user.click(await screen.findByRole('button', { name: 'Delete “Simple weddings”' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete “Simple weddings”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/No news yet/)).toBeInTheDocument();
    expect(callsOf(fetch, 'DELETE')).toEqual([['/api/admin/content/news/1', undefined]]);
  });

  it('shows the API’s refusal of a link on the link field', async () => {
    const { user } = render(news({ 'PUT /content/news/1': apiFieldErrors({ link: 'httpsLinkRequired' }) }));

    const card = await screen.findByRole('article', { name: 'Simple weddings' });
    await user.click(within(card).getByRole('button', { name: 'Edit “Simple weddings”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit news' });
    await user.type(within(dialog).getByLabelText(/^Description/), ' More.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const link = within(dialog).getByLabelText(/^Link/);
    await waitFor(() =>
      expect(link).toHaveAccessibleDescription(/Enter a full link that starts with https:\/\//),
    );
    expect(within(dialog).getByLabelText(/^Description/)).toHaveValue('What article 1 says. More.');
  });
});
