import { useEffect, type ReactNode } from 'react';
import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { languageDirection } from '@rishta/domain';
import { queryClient } from '@/lib/query-client';
import { cssVariablesResolver, theme } from './theme';

/** Keeps Mantine's direction in step with the chosen language (Urdu is right-to-left). */
function DirectionSync() {
  const { i18n } = useTranslation();
  const { setDirection } = useDirection();
  useEffect(() => {
    setDirection(languageDirection(i18n.language));
  }, [i18n.language, setDirection]);
  return null;
}

/**
 * The app's providers. The server's page renderer (entry-server.tsx) passes the page's direction
 * and a query client of its own per page; the browser reads the direction the HTML was sent with.
 */
export function Providers({
  children,
  client = queryClient,
  direction = document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr',
}: {
  children: ReactNode;
  client?: QueryClient;
  direction?: 'ltr' | 'rtl';
}) {
  return (
    <DirectionProvider initialDirection={direction} detectDirection={false}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <DirectionSync />
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
