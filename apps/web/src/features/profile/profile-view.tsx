import { Alert, Stack } from '@mantine/core';
import { useMessage } from '@/lib/use-message';
import { AgentMarquee } from './agent-marquee';
import { OwnerPanel } from './owner-panel';
import { ProfilePhotos } from './profile-photos';
import { ProfileSummary } from './profile-summary';
import { ProfileTables } from './profile-tables';
import { ViewerActions } from './viewer-actions';
import type { ProfileView as ProfileData } from './profile-api';

/**
 * A loaded profile. People abroad are the usual target of "pay us" frauds, so a profile living
 * outside India carries the fraud notice; the owner is reminded that the service is free.
 */
export function ProfileView({ profile }: { profile: ProfileData }) {
  const message = useMessage();
  const abroad = !!profile.country_current && profile.country_current !== 'India';
  const notice = profile.is_owner ? message('freeServiceNotice') : abroad ? message('fraudNotice') : null;
  return (
    <Stack gap="md">
      <AgentMarquee />
      <ProfileSummary profile={profile} />
      {profile.is_owner && <OwnerPanel profile={profile} />}
      <ProfilePhotos profile={profile} />
      {notice && (
        <Alert color="orange" variant="light">
          <bdi>{notice}</bdi>
        </Alert>
      )}
      <ViewerActions profile={profile} />
      <ProfileTables profile={profile} />
    </Stack>
  );
}
