import { useTranslation } from 'react-i18next';
import { HOME_CAROUSEL_SIZE } from '@rishta/domain';
import { ProfileCard } from '@/components/profile-card';
import { useNewProfiles } from '@/lib/content-queries';
import { CardSkeleton } from './card-skeleton';
import { CarouselContent, useNothingOffline } from './home-carousel';
import { HomeSection, SeeAllLink } from './home-section';
import { paths } from '@/config/paths';

export function NewProfilesSection() {
  const { t } = useTranslation('home');
  const query = useNewProfiles(HOME_CAROUSEL_SIZE);
  const title = t('sections.newProfiles');
  const nothingOffline = useNothingOffline({ ...query, data: query.data?.results });
  if (nothingOffline) return null;
  return (
    <HomeSection
      id="home-new-profiles"
      title={title}
      action={<SeeAllLink to={paths.newProfiles} section={title} />}
    >
      <CarouselContent
        label={title}
        query={{ ...query, data: query.data?.results }}
        empty={t('empty.newProfiles')}
        getKey={(profile) => profile.id}
        renderItem={(profile) => <ProfileCard profile={profile} />}
        skeleton={<CardSkeleton mediaHeight={200} lines={4} />}
      />
    </HomeSection>
  );
}
