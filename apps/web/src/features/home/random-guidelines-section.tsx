import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { HOME_CAROUSEL_SIZE } from '@rishta/domain';
import { VideoCard } from '@/components/video-card';
import { guidelineSubtitle, useAllGuidelines } from '@/lib/content-queries';
import { CardSkeleton } from './card-skeleton';
import { CarouselContent, useNothingOffline } from './home-carousel';
import { HomeSection, SeeAllLink } from './home-section';
import { seededSample } from './seeded-sample';
import { paths } from '@/config/paths';

/** Ten guideline videos picked at random once per visit (SPEC.md §9). */
export function RandomGuidelinesSection({ seed }: { seed: number }) {
  const { t, i18n } = useTranslation('home');
  const query = useAllGuidelines();
  const picked = useMemo(
    () => query.data && seededSample(query.data, HOME_CAROUSEL_SIZE, seed),
    [query.data, seed],
  );
  const title = t('sections.guidelines');
  const nothingOffline = useNothingOffline(query);
  if (nothingOffline) return null;
  return (
    <HomeSection
      id="home-guidelines"
      title={title}
      action={<SeeAllLink to={paths.guidelines} section={title} />}
    >
      <CarouselContent
        label={title}
        query={{ ...query, data: picked }}
        empty={t('empty.guidelines')}
        getKey={(guideline) => guideline.id}
        renderItem={(guideline) => (
          <VideoCard
            youtubeId={guideline.youtube_code}
            title={guideline.title}
            subtitle={guidelineSubtitle(guideline, i18n.language)}
          />
        )}
        skeleton={<CardSkeleton lines={2} />}
        slideSize="videos"
      />
    </HomeSection>
  );
}
