import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { apiError, callsOf } from '@/test/fake-api';
import { book, file } from '../../kit/content/test/builders';
import { fakeCollection, sentBody, sentTranslations } from '../../kit/content/test/fake-content';
import { choose } from '../../kit/content/test/choose';
import { renderConsole } from '../../test/render-console';
import { ContentPage } from '../../screens/content/content-page';

function books(extra: Record<string, unknown> = {}) {
  return {
    ...fakeCollection(
      'books',
      [book(1, { title: 'Rights of the spouses', download_count: 1234 })],
      (sent, id) =>
        book(id, {
          title: String(sent.title),
          author: String(sent.author),
          language: sent.language as 'urdu',
          description: typeof sent.description === 'string' ? sent.description : '',
          translations: sentTranslations(sent),
          download_count: 0,
        }),
    ),
    ...extra,
  };
}

const render = (data = books()) =>
  renderConsole(ContentPage, { role: 'admin', route: '/admin/content/books', data });

/** The hidden file input behind a Mantine FileInput, by its form name. */
const fileInput = (dialog: HTMLElement, name: string) =>
  dialog.querySelector<HTMLInputElement>(`input[type="file"][name="${name}"]`)!;

async function fillBook(user: ReturnType<typeof render>['user'], dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText(/^Title/), 'Nikah made easy');
  await user.type(within(dialog).getByLabelText(/^Author/), 'Maulana Azad');
  await choose(user, within(dialog).getByLabelText(/^Language/), 'Urdu');
  await user.upload(fileInput(dialog, 'pdf'), file('nikah.pdf', 'application/pdf'));
  await user.upload(fileInput(dialog, 'cover'), file('cover.png', 'image/png'));
}

describe('books', () => {
  it('lists each book with its cover, author, language and downloads', async () => {
    render();

    const item = await screen.findByRole('article', { name: 'Rights of the spouses' });
    expect(within(item).getByText('Author 1')).toBeInTheDocument();
    expect(within(item).getByText('English')).toBeInTheDocument();
    expect(within(item).getByText('1,234 downloads')).toBeInTheDocument();
    expect(item.querySelector('img')).toHaveAttribute('src', book(1).cover);
    expect(within(item).getByRole('link', { name: 'Open PDF' })).toHaveAttribute('href', book(1).pdf);
  });

  it('uploads a book as one multipart request with its PDF and cover', async () => {
    const { user, fetch } = render();

    await user.click(await screen.findByRole('button', { name: 'Add book' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add book' });
    await fillBook(user, dialog);
    expect(within(dialog).getByRole('img', { name: 'The chosen image' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Upload book' }));

    expect(await screen.findByText('“Nikah made easy” is now on the Books page.')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Nikah made easy' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const [url, init] = fetch.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(url).toBe('/api/admin/content/books');
    expect(init!.body).toBeInstanceOf(FormData);
    // The browser writes the multipart content type with its boundary: none is set by hand.
    expect(new Headers(init!.headers).get('content-type')).toBeNull();
    const sent = sentBody(init);
    expect(sent).toMatchObject({
      title: 'Nikah made easy',
      author: 'Maulana Azad',
      language: 'urdu',
      // What is not text goes as its JSON; none written is none.
      translations: '{}',
    });
    expect((sent.pdf as File).name).toBe('nikah.pdf');
    expect((sent.cover as File).name).toBe('cover.png');
  });

  it('names missing files before uploading anything', async () => {
    const { user, fetch } = render();

    await user.click(await screen.findByRole('button', { name: 'Add book' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add book' });
    await user.type(within(dialog).getByLabelText(/^Title/), 'No files');
    await user.click(within(dialog).getByRole('button', { name: 'Upload book' }));

    expect(await within(dialog).findAllByText('File is required')).toHaveLength(2);
    expect(within(dialog).getAllByText('This field is required.')).toHaveLength(2);
    expect(callsOf(fetch, 'POST')).toEqual([]);
  });

  it('shows the API refusing a file that is not a PDF on the PDF field, keeping everything chosen', async () => {
    const { user } = render(
      books({
        'POST /content/books': {
          status: 415,
          body: { pdf: ['Only PDF files are allowed.'], codes: { pdf: ['pdfFilesOnly'] } },
        },
      }),
    );

    await user.click(await screen.findByRole('button', { name: 'Add book' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add book' });
    await fillBook(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Upload book' }));

    const pdf = within(dialog).getByRole('button', { name: /^PDF file/ });
    await waitFor(() => expect(pdf).toHaveAccessibleDescription(/Only PDF files are allowed\./));
    expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('Nikah made easy');
    expect(within(dialog).getByLabelText(/^Language/)).toHaveValue('Urdu');
    expect(pdf).toHaveTextContent('nikah.pdf');
    expect(within(dialog).getByRole('button', { name: /^Cover image/ })).toHaveTextContent('cover.png');
  });

  it('shows the API’s message for an upload that is too large', async () => {
    const { user } = render(books({ 'POST /content/books': apiError(413, 'fileTooLarge') }));

    await user.click(await screen.findByRole('button', { name: 'Add book' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add book' });
    await fillBook(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Upload book' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The file is too large.');
    expect(within(dialog).getByLabelText(/^Author/)).toHaveValue('Maulana Azad');
  });

  it('edits a book’s texts as JSON, its description in Urdu too, keeping its files', async () => {
    const { user, fetch } = render();

    const item = await screen.findByRole('article', { name: 'Rights of the spouses' });
    await user.click(within(item).getByRole('button', { name: 'Edit “Rights of the spouses”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit book' });
    expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('Rights of the spouses');
    // Its PDF and cover stay as they are: the dialog has no files to choose.
    expect(dialog.querySelector('input[type="file"]')).toBeNull();
    await user.type(within(dialog).getByLabelText(/^Description/), 'What husband and wife owe each other.');
    await user.click(within(dialog).getByRole('button', { name: 'اردو' }));
    await user.type(within(dialog).getByLabelText('اردو: Description (optional)'), 'میاں بیوی کے حقوق۔');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('“Rights of the spouses” has been saved.')).toBeInTheDocument();
    expect(callsOf(fetch, 'PUT')).toEqual([
      [
        '/api/admin/content/books/1',
        {
          title: 'Rights of the spouses',
          author: 'Author 1',
          language: 'english',
          description: 'What husband and wife owe each other.',
          translations: { ur: { description: 'میاں بیوی کے حقوق۔' } },
        },
      ],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await within(screen.getByRole('article', { name: 'Rights of the spouses' })).findByText(
        'What husband and wife owe each other.',
      ),
    ).toBeInTheDocument();
  });

  it('deletes a book after a confirmation', async () => {
    const { user, fetch } = render();

    await user.click(await screen.findByRole('button', { name: 'Delete “Rights of the spouses”' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete “Rights of the spouses”?' });
    expect(confirm).toHaveTextContent('Its download count is lost.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('“Rights of the spouses” has been deleted.')).toBeInTheDocument();
    expect(await screen.findByText(/No books yet/)).toBeInTheDocument();
    expect(callsOf(fetch, 'DELETE')).toEqual([['/api/admin/content/books/1', undefined]]);
  });
});
