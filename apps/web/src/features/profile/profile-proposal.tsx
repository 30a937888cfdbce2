import { useState } from 'react';
import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  canActOnOthers,
  canAnswerProposal,
  type ProposalBetween,
  type ProposalStatus,
  type StandingResponse,
} from '@rishta/domain';
import { WhatsAppIcon } from '@/components/brand-icons';
import { ReceivedActions } from '@/components/proposals/received-actions';
import { STATUS_COLOR, STATUS_KEY } from '@/components/proposals/status-label';
import { WhatsAppDialog } from '@/components/proposals/whatsapp-dialog';
import { profilePath } from '@/config/paths';

/**
 * On another person's profile: the WhatsApp dialog's button and the proposal state between the
 * two (SPEC.md §2, §4), i.e. the viewer's sent proposal, or Accept and Reject for a received one.
 */
export function ProfileProposal({
  profile,
  onChange,
  onSent,
  standing,
}: {
  profile: { profile_code: string; full_name: string; proposal?: ProposalBetween };
  /** The new state, so the page can show it without fetching the profile (and counting a visit) again. */
  onChange: (proposal: ProposalBetween) => void;
  /** After a new proposal was sent. */
  onSent?: () => void;
  /** The viewer's own standing: until listed, the dialog does not open and the button says why. */
  standing?: StandingResponse;
}) {
  const { t } = useTranslation('proposals');
  const [dialogKey, setDialogKey] = useState(0);
  const [dialogOpen, setDialogOpen] = useState(false);
  const between = profile.proposal ?? { sent: null, received: null };
  const { sent, received } = between;
  const name = profile.full_name;
  // Issue 11: say it before the user solves the sum, not after.
  const waiting = standing !== undefined && !canActOnOthers(standing.state);
  const { t: tc } = useTranslation('common');
  const { t: ts, ready: standingReady } = useTranslation('standing', { useSuspense: false });
  const badge = (status: ProposalStatus) => (
    <Badge color={STATUS_COLOR[status]} variant="filled" size="lg">
      {t(STATUS_KEY[status])}
    </Badge>
  );

  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="sm">
        {received && (
          <Stack gap="xs">
            <Group gap="xs">
              <Text fz="sm" fw={600}>
                {t('state.received', { name })}
              </Text>
              {badge(received.status)}
            </Group>
            {canAnswerProposal(received.status) && (
              <ReceivedActions
                proposalId={received.id}
                name={name}
                onAnswered={(status) => onChange({ ...between, received: { ...received, status } })}
              />
            )}
          </Stack>
        )}
        {sent && (
          <Group gap="xs">
            <Text fz="sm" fw={600}>
              {t('state.sent', { name })}
            </Text>
            {badge(sent.status)}
          </Group>
        )}
        <Button
          size="md"
          color="teal.9"
          leftSection={<WhatsAppIcon size={18} />}
          disabled={waiting}
          aria-describedby={waiting ? 'proposal-waiting' : undefined}
          onClick={() => {
            setDialogKey((k) => k + 1);
            setDialogOpen(true);
          }}
        >
          {t('whatsapp.button')}
        </Button>
        {waiting && standing && standingReady && (
          <Text id="proposal-waiting" fz="sm" c="dimmed">
            {ts(`${standing.state}.action`, { hours: standing.review_hours })}{' '}
            <Anchor component={Link} to={profilePath(standing.slug)} fz="sm">
              {tc('standing.yourProfile')}
            </Anchor>
          </Text>
        )}
      </Stack>
      {dialogOpen && (
        <WhatsAppDialog
          key={dialogKey}
          profile={profile}
          onClose={() => setDialogOpen(false)}
          onSent={(answer) => {
            // When they had already proposed to the viewer, nothing new was sent.
            if (!answer.already_received) {
              onChange({ ...between, sent: { id: answer.proposal.id, status: answer.proposal.status } });
              onSent?.();
            }
          }}
        />
      )}
    </Paper>
  );
}
