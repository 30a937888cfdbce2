import { useId } from 'react';
import { Alert, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Ago } from '../../kit/format/ago';
import { PersonHeading } from '../../kit/person-heading';
import type { ProfileAction } from '../../kit/profile-decision';
import { DecisionButtons } from '../../kit/queue/decision-buttons';
import { queuePage, type ItemProps } from '../../kit/queue/queue-page';
import { useDecision } from '../../kit/queue/use-decision';
import { ReasonDialog } from '../../kit/reason-dialog';
import { reviewPath } from '../../kit/shell/console-paths';
import { newProfiles, type PendingProfile } from './new-profiles';

/** The warnings a moderator should see before deciding, as badges (only those the API sent). */
function Flags({ profile }: { profile: PendingProfile }) {
  const { t } = useTranslation('console-new-profiles');
  const { keyword_hit_count: hits, duplicate_count: duplicates } = profile;
  if (!profile.previous_rejection && !hits && !duplicates) return null;
  return (
    <Group gap={6}>
      {profile.previous_rejection && (
        <Badge color="blue" variant="light">
          {t('item.resubmitted')}
        </Badge>
      )}
      {hits > 0 && (
        <Badge color="orange" variant="filled" c="black">
          {t('item.keywordHits', { count: hits })}
        </Badge>
      )}
      {duplicates > 0 && (
        <Badge color="red.8" variant="filled">
          {t('item.duplicates', { count: duplicates })}
        </Badge>
      )}
    </Group>
  );
}

/**
 * One waiting profile: who (linked to its full review), since when, its flags and an earlier
 * rejection; Approve or Reject right here.
 */
export function PendingProfileItem({ item: profile }: ItemProps<PendingProfile>) {
  const { t } = useTranslation('console-new-profiles');
  const titleId = useId();
  const decision = useDecision<PendingProfile, ProfileAction>(newProfiles, profile, {
    name: profile.full_name,
    code: profile.profile_code,
  });
  return (
    <Paper component="article" aria-labelledby={titleId} withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <PersonHeading id={titleId} person={profile} to={reviewPath(profile.profile_code)} />
            <Text fz="sm" c="dimmed">
              {t(`genders.${profile.gender}`, { ns: 'console', defaultValue: profile.gender })} ·{' '}
              <Ago iso={profile.created_on} format={(age) => t('item.sent', { age })} />
            </Text>
          </Stack>
          <Flags profile={profile} />
        </Group>
        {profile.previous_rejection && (
          <Alert color="blue" variant="light" title={t('item.previousRejection')}>
            <Text fz="sm">
              <bdi>{profile.previous_rejection}</bdi>
            </Text>
            <Text fz="xs" c="dimmed" mt={4}>
              {t('item.previousRejectionHint')}
            </Text>
          </Alert>
        )}
        <DecisionButtons
          decision={decision}
          reject={{ action: 'reject', label: t('item.reject') }}
          accept={{ action: 'approve', label: t('item.approve') }}
        />
      </Stack>
      <ReasonDialog decision={decision} action="reject" reason="reject" name={profile.full_name} />
    </Paper>
  );
}

export const NewProfilesPage = queuePage(newProfiles, PendingProfileItem);
