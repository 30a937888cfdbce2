import { Link } from 'react-router';
import { Alert, Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { consolePath } from '../admin-paths';
import type { ReportedProfile as Profile } from './queries';
import { ViewableImage } from './viewable-image';

/** Where a moderator looks further: the profile's full review, and this person's audit trail. */
function ProfileLinks({ profile }: { profile: Profile }) {
  const { t } = useTranslation('admin-reports');
  return (
    <Group gap="md" fz="sm">
      <Anchor
        component={Link}
        to={consolePath(`new-profiles/${encodeURIComponent(profile.profile_code)}`)}
        fz="sm"
      >
        {t('profile.review')}
      </Anchor>
      <Anchor component={Link} to={`${consolePath('audit')}?account_id=${profile.account_id}`} fz="sm">
        {t('profile.audit')}
      </Anchor>
    </Group>
  );
}

/**
 * The reported profile as staff see it: who, whether blocked and why, and its photos full and
 * unblurred (for judging a complaint about them), each viewable larger.
 */
export function ReportedProfileHeader({ profile, titleId }: { profile: Profile; titleId: string }) {
  const { t } = useTranslation('admin-reports');
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text id={titleId} component="h2" fw={600} fz="lg" m={0}>
              <bdi>{profile.full_name}</bdi>
            </Text>
            <Badge variant="outline" color="gray.7" dir="ltr" tt="none">
              {profile.profile_code}
            </Badge>
            {profile.is_blocked && (
              <Badge color="red.8" variant="filled">
                {t('profile.blocked')}
              </Badge>
            )}
          </Group>
          <Text fz="sm" c="dimmed">
            {t(`genders.${profile.gender}`, { defaultValue: profile.gender })} ·{' '}
            {t(`approval.${profile.approval_status}`, { defaultValue: profile.approval_status })}
          </Text>
        </Stack>
        <ProfileLinks profile={profile} />
      </Group>
      {profile.is_blocked && profile.block_reason && (
        <Alert
          color="red"
          variant="light"
          title={t('profile.blockReason')}
          p="xs"
          // The light variant's red title is too pale to read comfortably (WCAG AA): a darker shade.
          styles={{ title: { color: 'var(--mantine-color-red-9)' } }}
        >
          <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <bdi>{profile.block_reason}</bdi>
          </Text>
        </Alert>
      )}
      {profile.photos.length > 0 ? (
        <Group gap="xs" aria-label={t('profile.photos')} role="group">
          {profile.photos.map((photo) => (
            <ViewableImage
              key={photo.slot}
              src={photo.url}
              label={t('profile.photo', { n: photo.slot + 1, name: profile.full_name })}
            />
          ))}
        </Group>
      ) : (
        <Text fz="sm" c="dimmed">
          {t('profile.noPhotos')}
        </Text>
      )}
    </Stack>
  );
}
