import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next, { type ResourceLanguage } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { cssVariablesResolver, theme } from '@/app/theme';
import commonEn from '@/i18n/locales/en/common.json';
import standingEn from '@/i18n/locales/en/standing.json';
import valuesEn from '@rishta/domain/values/en';

export interface RenderWithProvidersOptions {
  /** The feature's English messages by namespace, e.g. `{ books: booksEn }`; `common`, the shared
   * components' `standing` and the fixed values' `values` are always there. */
  namespaces?: ResourceLanguage;
  /** The address the in-memory router starts on. */
  route?: string;
  /**
   * Whether the theme's CSS variables are on the page (default yes). jsdom reads all of them on
   * every getComputedStyle, which role queries call for each element they look at: a screen
   * with a large tree (the moderation console) is several times faster to query without them.
   */
  cssVariables?: boolean;
  /** Renders in another language: its messages by namespace (English fills what they lack). */
  language?: { code: string; namespaces: ResourceLanguage };
}

/** A fresh i18next instance holding only the given messages, ready before it returns. */
function createTestI18n(namespaces: ResourceLanguage, language?: RenderWithProvidersOptions['language']) {
  const i18n = i18next.createInstance();
  const english = { common: commonEn, standing: standingEn, values: valuesEn, ...namespaces };
  void i18n.use(initReactI18next).init({
    lng: language?.code ?? 'en',
    fallbackLng: 'en',
    resources: language ? { en: english, [language.code]: language.namespaces } : { en: english },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    // With the resources inline, this makes init finish synchronously.
    initAsync: false,
  });
  return i18n;
}

/**
 * Renders `ui` inside what the app gives every page: translations, the app's Mantine theme, a
 * React Query client (fresh per call, no retries, so failures show at once) and a router.
 */
export function renderWithProviders(
  ui: ReactElement,
  { namespaces = {}, route = '/', cssVariables = true, language }: RenderWithProvidersOptions = {},
) {
  const i18n = createTestI18n(namespaces, language);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n}>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          withCssVariables={cssVariables}
        >
          <QueryClientProvider client={queryClient}>
            <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
          </QueryClientProvider>
        </MantineProvider>
      </I18nextProvider>
    );
  }
  return { ...render(ui, { wrapper: Wrapper }), i18n, queryClient };
}
