import { Link } from 'react-router';
import { Alert, Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PersonHeading } from '../../kit/person-heading';
import { auditLogPath, reviewPath } from '../../kit/shell/console-paths';
import type { ReportedProfile as Profile } from './reports';
import { ViewableImage } from './viewable-image';

/** Where a moderator looks further: the profile's full review, and this person's audit trail. */
function ProfileLinks({ profile }: { profile: Profile }) {
  const { t } = useTranslation('console-reports');
  return (
    <Group gap="md" fz="sm">
      <Anchor component={Link} to={reviewPath(profile.profile_code)} fz="sm">
        {t('profile.review')}
      </Anchor>
      <Anchor component={Link} to={auditLogPath(profile.account_id)} fz="sm">
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
  const { t } = useTranslation('console-reports');
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <PersonHeading id={titleId} person={profile}>
            {profile.is_blocked && (
              <Badge color="red.8" variant="filled">
                {t('profile.blocked')}
              </Badge>
            )}
          </PersonHeading>
          <Text fz="sm" c="dimmed">
            {t(`genders.${profile.gender}`, { ns: 'console', defaultValue: profile.gender })} ·{' '}
            {t(`standing.approval.${profile.approval_status}`, { ns: 'console' })}
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
