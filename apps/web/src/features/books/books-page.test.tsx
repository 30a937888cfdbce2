import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Book } from '@rishta/domain';
import booksEn from '@/i18n/locales/en/books.json';
import { renderWithProviders } from '@/test/render-with-providers';
import { fakeApi } from '@/test/fake-api';
import { BooksPage } from './books-page';

const book = (id: number, language: Book['language'], downloads: number): Book => ({
  id,
  title: `Book ${id}`,
  author: 'Author',
  description: `What book ${id} teaches.`,
  cover: `/cover-${id}.png`,
  pdf: `/book-${id}.pdf`,
  language,
  download_count: downloads,
});
const BOOKS = [book(1, 'english', 1200), book(2, 'english', 30), book(3, 'urdu', 5)];

const renderPage = () => renderWithProviders(<BooksPage />, { namespaces: { books: booksEn } });

describe('BooksPage', () => {
  it('shows the number of books, the total downloads and the visitors', async () => {
    const fetch = fakeApi({ '/api/book/list/': BOOKS, '/api/configs/counter/book/': { count: 42 } });
    renderPage();
    expect(await screen.findByText('1,235')).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(screen.getByText('42')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Free Islamic books' })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/configs/counter/book/', expect.anything());
  });

  // The title is also painted on the cover for sighted users (aria-hidden); read the card's own line.
  const visible = { ignore: 'script, style, [aria-hidden="true"] *' };

  it('lists the books of the chosen language and says when a language has none', async () => {
    fakeApi({ '/api/book/list/': BOOKS, '/api/configs/counter/book/': { count: 1 } });
    renderPage();
    const english = await screen.findByRole('tabpanel');
    expect(await within(english).findByText('Book 1', visible)).toBeInTheDocument();
    expect(within(english).queryByText('Book 3', visible)).not.toBeInTheDocument();
    // What the book is about, as the API gives it in the page's language (issue 30).
    expect(within(english).getByText('What book 1 teaches.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: /Urdu/ }));
    expect(within(screen.getByRole('tabpanel')).getByText('Book 3', visible)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: /Hindi/ }));
    expect(within(screen.getByRole('tabpanel')).getByText('No Book Found!')).toBeInTheDocument();
  });

  it('offers Retry when the books cannot be loaded', async () => {
    fakeApi({ '/api/configs/counter/book/': { count: 1 } });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('The books could not be loaded');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
