import { useTranslation } from 'react-i18next';
import { useSuccessStories } from '@/lib/content-queries';
import { CardSkeleton } from './card-skeleton';
import { CarouselContent, useNothingOffline } from './home-carousel';
import { HomeSection } from './home-section';
import { StoryCard } from './story-card';

export function SuccessStoriesSection() {
  const { t } = useTranslation('home');
  const query = useSuccessStories();
  const title = t('sections.successStories');
  const nothingOffline = useNothingOffline(query);
  if (nothingOffline) return null;
  return (
    <HomeSection id="home-success-stories" title={title}>
      <CarouselContent
        label={title}
        query={query}
        empty={t('empty.successStories')}
        getKey={(story) => story.id}
        renderItem={(story) => <StoryCard story={story} />}
        skeleton={<CardSkeleton lines={3} />}
        slideSize="videos"
      />
    </HomeSection>
  );
}
