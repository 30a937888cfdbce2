import { Link, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PendingProfilesResponse } from '@rishta/domain';
import { profileDecisionTarget, type DecidedProfile, type ProfileAction } from '../../kit/profile-decision';
import { DecisionButtons } from '../../kit/queue/decision-buttons';
import { listQuery } from '../../kit/queue/queue-query';
import { useDecision } from '../../kit/queue/use-decision';
import { ReasonDialog } from '../../kit/reason-dialog';
import { consolePath, reviewPath } from '../../kit/shell/console-paths';
import type { ProfileReview } from './queries';

/** The new-profiles queue (the same list, cache and refresh as its screen and sidebar count). */
const pendingQuery = () => listQuery<PendingProfilesResponse>('/profiles/pending/');

/**
 * The profile that opens after a decision on a waiting one: the oldest other profile still
 * waiting, or none (then the queue's list opens).
 */
function useNextInQueue(code: string) {
  const { data } = useQuery(pendingQuery());
  return data?.results.find((profile) => profile.profile_code !== code) ?? null;
}

/**
 * Approve, or Reject with the reason the owner reads: the same calls, notifications and dialog as
 * the new-profiles queue (kit/profile-decision.ts). A profile that was waiting is worked as the
 * queue is, without going back: once decided, the next waiting profile opens (the list when none
 * is left), and "← New profiles" above is the way back. A profile decided again later (approved,
 * then rejected) stays open and shows its new standing.
 */
export function ReviewDecision({ review }: { review: ProfileReview }) {
  const { t } = useTranslation('console-profile-review');
  const navigate = useNavigate();
  const { profile, standing } = review;
  const waiting = standing.approval_status === 'pending';
  const next = useNextInQueue(profile.profile_code);
  const decision = useDecision<DecidedProfile, ProfileAction>(
    profileDecisionTarget,
    profile,
    { name: profile.full_name, code: profile.profile_code },
    () => {
      if (waiting) navigate(next ? reviewPath(next.profile_code) : consolePath('new-profiles'));
    },
  );
  return (
    <Paper withBorder radius="md" p="sm" bg="white">
      <Stack gap="xs">
        <Group justify="space-between" gap="sm">
          <Text fz="sm" c="dimmed" style={{ flex: '1 1 16rem' }}>
            {t(`decision.${standing.approval_status}`)}
          </Text>
          <DecisionButtons
            decision={decision}
            reject={{ action: 'reject', label: t('decision.reject') }}
            accept={{
              action: 'approve',
              label: t('decision.approve'),
              disabled: standing.approval_status === 'approved',
            }}
          />
        </Group>
        {waiting && (
          <Text fz="sm" data-testid="next-in-queue">
            {next ? (
              <>
                {t('next.then')}{' '}
                <Anchor component={Link} to={reviewPath(next.profile_code)} fz="sm">
                  <bdi>{next.full_name}</bdi> (<bdi dir="ltr">{next.profile_code}</bdi>)
                </Anchor>
              </>
            ) : (
              t('next.last')
            )}
          </Text>
        )}
      </Stack>
      <ReasonDialog decision={decision} action="reject" reason="reject" name={profile.full_name} />
    </Paper>
  );
}
