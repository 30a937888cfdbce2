import { useEffect, type ReactNode } from 'react';
import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
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

export function Providers({ children }: { children: ReactNode }) {
  return (
    <DirectionProvider
      initialDirection={document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr'}
      detectDirection={false}
    >
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <DirectionSync />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
