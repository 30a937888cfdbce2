import { Link } from 'react-router';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { consolePath } from '../../kit/shell/console-paths';
import { dateTime } from '../../kit/format/format-time';
import type { ProfileReview } from './queries';

/** The reasons behind the standing: an earlier rejection, a block, a deletion request, the document. */
export function StandingNotes({ review }: { review: ProfileReview }) {
  const { t, i18n } = useTranslation('console-profile-review');
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
