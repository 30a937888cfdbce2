import { Link } from 'react-router';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApprovalStatus, VerificationStatus } from '@rishta/domain';
import { consolePath } from '../admin-paths';
import { dateTime } from '../lib/format-time';
import type { ProfileReview } from './queries';

const APPROVAL_COLOURS: Record<ApprovalStatus, string> = {
  pending: 'yellow.5',
  approved: 'teal.8',
  rejected: 'red.8',
};
const VERIFICATION_COLOURS: Record<VerificationStatus, string> = {
  'Not Verified': 'gray',
  'In Process': 'blue',
  Verified: 'teal',
  Rejected: 'red',
};
const VERIFICATION_KEYS: Record<VerificationStatus, string> = {
  'Not Verified': 'notVerified',
  'In Process': 'inProcess',
  Verified: 'verified',
  Rejected: 'rejected',
};

/** Where the profile stands: approval, verification, listed, blocked, asked to be erased. */
export function StandingBadges({ standing }: { standing: ProfileReview['standing'] }) {
  const { t } = useTranslation('admin-review');
  return (
    <Group gap={6} aria-label={t('standing.label')} role="list">
      <Badge
        role="listitem"
        color={APPROVAL_COLOURS[standing.approval_status]}
        c={standing.approval_status === 'pending' ? 'black' : undefined}
      >
        {t(`standing.approval.${standing.approval_status}`)}
      </Badge>
      <Badge role="listitem" variant="light" color={VERIFICATION_COLOURS[standing.verification_status]}>
        {t(`standing.verification.${VERIFICATION_KEYS[standing.verification_status]}`)}
      </Badge>
      <Badge role="listitem" variant="outline" color={standing.listed ? 'teal.8' : 'gray.7'}>
        {standing.listed ? t('standing.listed') : t('standing.notListed')}
      </Badge>
      {!standing.is_active && (
        <Badge role="listitem" variant="outline" color="gray.7">
          {t('standing.inactive')}
        </Badge>
      )}
      {standing.is_blocked && (
        <Badge role="listitem" color="red.9">
          {t('standing.blocked')}
        </Badge>
      )}
      {standing.deletion_request && (
        <Badge role="listitem" color="grape.9">
          {t('standing.deletionRequested')}
        </Badge>
      )}
    </Group>
  );
}

/** The reasons behind the standing: an earlier rejection, a block, a deletion request, the document. */
export function StandingNotes({ review }: { review: ProfileReview }) {
  const { t, i18n } = useTranslation('admin-review');
  const { standing, document } = review;
  const notes = [
    standing.approval_remarks && {
      key: 'approval',
      label: standing.approval_status === 'rejected' ? t('notes.rejectedFor') : t('notes.rejectedBefore'),
      text: standing.approval_remarks,
    },
    standing.verification_remarks && {
      key: 'verification',
      label: t('notes.verificationRemark'),
      text: standing.verification_remarks,
    },
    standing.is_blocked && {
      key: 'block',
      label: t('notes.blockedFor'),
      text: standing.block_reason ?? '–',
    },
    standing.deletion_request && {
      key: 'deletion',
      label: t('notes.deletionReason', {
        when: dateTime(standing.deletion_request.requested_on, i18n.language),
      }),
      text: [standing.deletion_request.reason, standing.deletion_request.details].filter(Boolean).join(': '),
    },
  ].filter((note) => !!note);
  if (notes.length === 0 && !document) return null;
  return (
    <Paper withBorder radius="md" p="sm">
      <Title order={2} fz="lg" mb="xs">
        {t('notes.title')}
      </Title>
      <Stack gap="xs">
        {notes.length > 0 && (
          <Stack component="ul" gap={4} fz="sm" m={0} p={0} style={{ listStyle: 'none' }}>
            {notes.map((note) => (
              <li key={note.key}>
                <Text span fw={600} fz="sm">
                  {note.label}
                </Text>{' '}
                <bdi style={{ overflowWrap: 'anywhere' }}>{note.text}</bdi>
              </li>
            ))}
          </Stack>
        )}
        {document && (
          <Text fz="sm">
            {t('notes.document', { when: dateTime(document.uploaded_on, i18n.language) })}{' '}
            <Anchor href={document.url} target="_blank" rel="noopener noreferrer" fz="sm">
              {t('notes.openDocument')}
            </Anchor>
            {standing.verification_status === 'In Process' && (
              <>
                {' · '}
                <Anchor component={Link} to={consolePath('verification')} fz="sm">
                  {t('notes.toVerification')}
                </Anchor>
              </>
            )}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
