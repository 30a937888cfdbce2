import { useState } from 'react';
import { Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOfflineNoticeText } from '@/lib/offline';
import { useRecordPageVisit } from '@/lib/content-queries';
import { visitSeed } from '@/lib/rendered-page';
import { HeadlineBanner } from './headline-banner';
import { Hero } from './hero';
import { NewProfilesSection } from './new-profiles-section';
import { RandomBooksSection } from './random-books-section';
import { RandomGuidelinesSection } from './random-guidelines-section';
import { SuccessStoriesSection } from './success-stories-section';

export function HomePage() {
  const { t } = useTranslation('home');
  useRecordPageVisit('homepage');
  // Offline, the app's one notice says the page shows what was seen last; a section with nothing
  // kept is left out (home-carousel.tsx).
  useOfflineNoticeText(t('offline'));
  // One shuffle per visit: coming back to the page picks new guidelines and books.
  const [seed] = useState(visitSeed);

  return (
    <>
      <title>{`${t('appName', { ns: 'common' })} – ${t('documentTitle')}`}</title>
      <HeadlineBanner />
      <Container size="lg" px="md" py={{ base: 'md', sm: 'xl' }}>
        <Stack gap={48}>
          <Hero />
          <NewProfilesSection />
          <SuccessStoriesSection />
          <RandomGuidelinesSection seed={seed} />
          <RandomBooksSection seed={seed} />
        </Stack>
      </Container>
    </>
  );
}
