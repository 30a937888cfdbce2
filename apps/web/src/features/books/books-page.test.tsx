import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { Book } from '@rishta/domain';
import booksEn from '@/i18n/locales/en/books.json';
import { BooksPage } from './books-page';

const i18n = i18next.createInstance();

const book = (id: number, language: Book['language'], downloads: number): Book => ({
  id,
  title: `Book ${id}`,
  author: 'Author',
  cover: `/cover-${id}.png`,
  pdf: `/book-${id}.pdf`,
  language,
  download_count: downloads,
});
const BOOKS = [book(1, 'english', 1200), book(2, 'english', 30), book(3, 'urdu', 5)];

beforeAll(async () => {
  // jsdom has no matchMedia, which Mantine reads for the colour scheme and responsive props.
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { books: booksEn, common: { appName: 'Rishta' } } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function stubApi(answers: Record<string, unknown>) {
  const fetch = vi.fn(async (url: string) => {
    const path = Object.keys(answers).find((p) => url.endsWith(p));
    return path
      ? new Response(JSON.stringify(answers[path]), { status: 200 })
      : new Response('{"detail":"Not found."}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <QueryClientProvider client={client}>{children}</QueryClientProvider>
        </MantineProvider>
      </I18nextProvider>
    );
  }
  return render(<BooksPage />, { wrapper: Wrapper });
}

describe('BooksPage', () => {
  it('shows the number of books, the total downloads and the visitors', async () => {
    const fetch = stubApi({ '/api/book/list/': BOOKS, '/api/configs/counter/book/': { count: 42 } });
    renderPage();
    expect(await screen.findByText('1,235')).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(screen.getByText('42')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Free Islamic books' })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/configs/counter/book/', expect.anything());
  });

  it('lists the books of the chosen language and says when a language has none', async () => {
    stubApi({ '/api/book/list/': BOOKS, '/api/configs/counter/book/': { count: 1 } });
    renderPage();
    const english = await screen.findByRole('tabpanel');
    expect(await within(english).findByText('Book 1')).toBeInTheDocument();
    expect(within(english).queryByText('Book 3')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: /Urdu/ }));
    expect(within(screen.getByRole('tabpanel')).getByText('Book 3')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: /Hindi/ }));
    expect(within(screen.getByRole('tabpanel')).getByText('No Book Found!')).toBeInTheDocument();
  });

  it('offers Retry when the books cannot be loaded', async () => {
    stubApi({ '/api/configs/counter/book/': { count: 1 } });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('The books could not be loaded');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
