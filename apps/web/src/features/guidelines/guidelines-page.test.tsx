import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import guidelinesEn from '@/i18n/locales/en/guidelines.json';
import { GuidelinesPage } from './guidelines-page';

const i18n = i18next.createInstance();

const TAGS = [
  { id: 1, name: 'Mahr' },
  { id: 2, name: 'Walima' },
  { id: 3, name: 'Istikhara' },
];
const video = (id: number, tag: number) => ({
  id,
  tag,
  title: `Video ${id}`,
  title_hindi: `वीडियो ${id}`,
  youtube_code: `code${id}`,
});

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
    resources: { en: { guidelines: guidelinesEn, common: { appName: 'Rishta' } } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function stubApi(answers: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = Object.keys(answers).find((p) => url.endsWith(p));
      return path
        ? new Response(JSON.stringify(answers[path]), { status: 200 })
        : new Response('{"detail":"Not found."}', { status: 404 });
    }),
  );
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
  return render(<GuidelinesPage />, { wrapper: Wrapper });
}

describe('GuidelinesPage', () => {
  it('preselects a random topic, shows its videos and switches topic on a tap', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    stubApi({
      '/api/configs/guidelines-tags/': TAGS,
      '/api/configs/guidelines/2/': [video(21, 2), video(22, 2)],
      '/api/configs/guidelines/1/': [video(11, 1)],
      '/api/configs/counter/guidelines/': { count: 1234 },
    });
    renderPage();

    expect(await screen.findByRole('button', { name: 'Walima', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mahr', pressed: false })).toBeInTheDocument();
    expect(await screen.findByText('Video 21')).toBeInTheDocument();
    expect(screen.getByText('वीडियो 22')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Walima' })).toBeInTheDocument();
    expect(await screen.findByText('This page has been visited 1,234 times')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Mahr' }));
    expect(screen.getByRole('button', { name: 'Mahr', pressed: true })).toBeInTheDocument();
    expect(await screen.findByText('Video 11')).toBeInTheDocument();
    expect(screen.queryByText('Video 21')).not.toBeInTheDocument();
  });
});
