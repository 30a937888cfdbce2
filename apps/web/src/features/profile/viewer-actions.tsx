import { Suspense } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DownloadIcon } from '@/components/icons';
import { BanIcon } from '@/components/page-icons';
import { useMessage } from '@/lib/use-message';
import { useStanding } from '@/lib/standing';
import { FavouriteButton } from './favourite-button';
import { useRefreshProfile, useUpdateCachedProfile, type ProfileView } from './profile-api';
import { reportPath } from '@/config/paths';
import { lazyPart } from '@/lib/lazy-part';

// Its own chunk and translations, so the profile page shows before the proposal part arrives.
const ProfileProposal = lazyPart(() =>
  import('./profile-proposal').then((m) => ({ default: m.ProfileProposal })),
);

/** The signed link to the bio-data PDF, asking for its labels in the reader's language (issue 30). */
function bioDataHref(url: string, language: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}lang=${encodeURIComponent(language)}`;
}

/**
 * Proposal and WhatsApp, report, favourite and bio data (SPEC.md §2); the owner gets neither
 * proposal, Report nor favourite.
 */
export function ViewerActions({ profile }: { profile: ProfileView }) {
  const { t, i18n } = useTranslation('profile');
  const message = useMessage();
  const updateCached = useUpdateCachedProfile(profile.slug);
  const refresh = useRefreshProfile(profile.slug);
  const standing = useStanding();
  return (
    <Stack gap="sm">
      {!profile.is_owner && (
        <Suspense fallback={null}>
          <ProfileProposal
            profile={profile}
            onChange={(proposal) => updateCached({ proposal })}
            // A hidden contact is released once the viewer has proposed; a failed refresh only
            // leaves the note asking for a proposal until the next visit.
            onSent={() => void refresh().catch(() => undefined)}
            standing={standing.data}
          />
        </Suspense>
      )}
      <Group gap="sm">
        {!profile.is_owner && <FavouriteButton profile={profile} />}
        {profile.bio_data_url && (
          <Button
            component="a"
            href={bioDataHref(profile.bio_data_url, i18n.language)}
            download
            variant="light"
            size="md"
            leftSection={<DownloadIcon size={18} />}
          >
            {t('actions.bioData')}
          </Button>
        )}
        {!profile.is_owner && !profile.reported && (
          <Button
            component={Link}
            to={reportPath(profile.slug)}
            variant="subtle"
            color="red"
            size="md"
            leftSection={<BanIcon size={18} />}
          >
            {t('actions.report')}
          </Button>
        )}
      </Group>
      {!profile.is_owner && profile.reported && (
        <Text fz="sm" c="red.8" fw={600}>
          <bdi>{message('alreadyReported')}</bdi>
        </Text>
      )}
      <Alert color="gray" variant="light" title={t('disclaimer.title')}>
        {t('disclaimer.text')}
      </Alert>
    </Stack>
  );
}
