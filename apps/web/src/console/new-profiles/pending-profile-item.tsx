import { useId } from 'react';
import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dateTime, timeAgo } from '../lib/format-time';
import { ReviewLink } from '../profile-review/review-link';
import type { PendingProfile } from './queries';
import { RejectDialog } from './reject-dialog';
import { useProfileDecision } from './use-profile-decision';

/** The warnings a moderator should see before deciding, as badges (only those the API sent). */
function Flags({ profile }: { profile: PendingProfile }) {
  const { t } = useTranslation('admin');
  const { keyword_hit_count: hits, duplicate_count: duplicates } = profile;
  if (!profile.previous_rejection && !hits && !duplicates) return null;
  return (
    <Group gap={6}>
      {profile.previous_rejection && (
        <Badge color="blue" variant="light">
          {t('newProfiles.resubmitted')}
        </Badge>
      )}
      {hits > 0 && (
        <Badge color="orange" variant="filled" c="black">
          {t('newProfiles.keywordHits', { count: hits })}
        </Badge>
      )}
      {duplicates > 0 && (
        <Badge color="red.8" variant="filled">
          {t('newProfiles.duplicates', { count: duplicates })}
        </Badge>
      )}
    </Group>
  );
}

/**
 * One waiting profile: who (linked to its full review), since when, its flags and an earlier
 * rejection; Approve or Reject right here.
 */
export function PendingProfileItem({ profile }: { profile: PendingProfile }) {
  const { t, i18n } = useTranslation('admin');
  const titleId = useId();
  const decision = useProfileDecision(profile);
  return (
    <Paper component="article" aria-labelledby={titleId} withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap="xs" wrap="wrap">
              <Text id={titleId} component="h2" fw={600} fz="lg" m={0}>
                <ReviewLink code={profile.profile_code}>
                  <bdi>{profile.full_name}</bdi>
                </ReviewLink>
              </Text>
              <Badge variant="outline" color="gray.7" dir="ltr" tt="none">
                {profile.profile_code}
              </Badge>
            </Group>
            <Text fz="sm" c="dimmed">
              {t(`genders.${profile.gender}`, { defaultValue: profile.gender })} ·{' '}
              <span title={dateTime(profile.created_on, i18n.language)}>
                {t('newProfiles.sent', { age: timeAgo(profile.created_on, i18n.language) })}
              </span>
            </Text>
          </Stack>
          <Flags profile={profile} />
        </Group>
        {profile.previous_rejection && (
          <Alert color="blue" variant="light" title={t('newProfiles.previousRejection')}>
            <Text fz="sm">
              <bdi>{profile.previous_rejection}</bdi>
            </Text>
            <Text fz="xs" c="dimmed" mt={4}>
              {t('newProfiles.previousRejectionHint')}
            </Text>
          </Alert>
        )}
        <Group gap="xs" justify="flex-end" grow={false}>
          <Button
            color="red.8"
            variant="outline"
            onClick={decision.openReject}
            disabled={decision.busy !== null}
            loading={decision.busy === 'reject'}
          >
            {t('newProfiles.reject')}
          </Button>
          <Button
            onClick={decision.approve}
            disabled={decision.busy !== null}
            loading={decision.busy === 'approve'}
            miw={120}
          >
            {t('newProfiles.approve')}
          </Button>
        </Group>
      </Stack>
      <RejectDialog
        opened={decision.rejectOpen}
        onClose={decision.closeReject}
        onReject={decision.reject}
        error={decision.rejectError}
        busy={decision.busy === 'reject'}
        name={profile.full_name}
      />
    </Paper>
  );
}
