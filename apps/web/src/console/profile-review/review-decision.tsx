import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PendingProfile, ProfileDecision } from '../new-profiles/queries';
import { RejectDialog } from '../new-profiles/reject-dialog';
import { useProfileDecision } from '../new-profiles/use-profile-decision';
import type { ProfileReview } from './queries';

/** The review as the queue's item: the decision hook and its dialog are the queue's own. */
export function asPendingProfile(review: ProfileReview): PendingProfile {
  return {
    profile_code: review.profile.profile_code,
    slug: review.profile.slug,
    full_name: review.profile.full_name,
    gender: review.profile.gender,
    created_on: review.account.created_on,
    previous_rejection: review.standing.approval_remarks,
    keyword_hit_count: review.keyword_hits.length,
    duplicate_count: review.duplicates.length,
  };
}

/**
 * Calls `onDecided` when a decision on this profile gets its answer, whatever it was and wherever
 * it was made in this tab (the shared hook keeps its mutation to itself).
 */
function useAfterDecision(profileCode: string, onDecided: () => void) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated') return;
        if (event.action.type !== 'success' && event.action.type !== 'error') return;
        const variables = event.mutation.state.variables as Partial<ProfileDecision> | undefined;
        if (variables?.profile?.profile_code === profileCode) onDecided();
      }),
    [queryClient, profileCode, onDecided],
  );
}

/**
 * Approve, or Reject with the reason the owner reads: the same calls, notifications and dialog as
 * the new-profiles queue (new-profiles/use-profile-decision.ts). Once an answer is in, whatever it
 * was, the review is fetched again so the standing shows what the server now holds.
 */
export function ReviewDecision({ review, onDecided }: { review: ProfileReview; onDecided: () => void }) {
  const { t } = useTranslation('admin-review');
  const decision = useProfileDecision(asPendingProfile(review));
  useAfterDecision(review.profile.profile_code, onDecided);
  const approved = review.standing.approval_status === 'approved';
  return (
    <Paper withBorder radius="md" p="sm" bg="white">
      <Group justify="space-between" gap="sm">
        <Text fz="sm" c="dimmed" style={{ flex: '1 1 16rem' }}>
          {t(`decision.${review.standing.approval_status}`)}
        </Text>
        <Group gap="xs">
          <Button
            color="red.8"
            variant="outline"
            onClick={decision.openReject}
            disabled={decision.busy !== null}
            loading={decision.busy === 'reject'}
          >
            {t('decision.reject')}
          </Button>
          <Button
            onClick={decision.approve}
            disabled={approved || decision.busy !== null}
            loading={decision.busy === 'approve'}
            miw={120}
          >
            {t('decision.approve')}
          </Button>
        </Group>
      </Group>
      <RejectDialog
        opened={decision.rejectOpen}
        onClose={decision.closeReject}
        onReject={decision.reject}
        error={decision.rejectError}
        busy={decision.busy === 'reject'}
        name={review.profile.full_name}
      />
    </Paper>
  );
}
