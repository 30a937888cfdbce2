import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import newsEn from '@/i18n/locales/en/news.json';
import { NewsPage } from './news-page';

const i18n = i18next.createInstance();

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
    resources: { en: { news: newsEn, common: { appName: 'Rishta' } } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWith(blogs: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(blogs), { status })),
  );
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
  return render(<NewsPage />, { wrapper: Wrapper });
}

describe('NewsPage', () => {
  it('shows each blog with its title, description and a Read More link opening a new tab', async () => {
    renderWith([
      {
        id: 1,
        title: 'Simple nikah',
        link: 'https://example.org/nikah',
        preview: { image: null, title: 'ignored', description: 'Why families choose it' },
      },
    ]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Simple nikah' })).toBeInTheDocument();
    expect(screen.getByText('Why families choose it')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /^Read More: Simple nikah/ });
    expect(link).toHaveAttribute('href', 'https://example.org/nikah');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveTextContent('Read More');
  });

  it('offers Retry when the news cannot be loaded', async () => {
    renderWith({ detail: 'down' }, 503);
    expect(await screen.findByRole('alert')).toHaveTextContent('The news could not be loaded');
  });
});
