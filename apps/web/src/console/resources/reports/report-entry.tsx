import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Ago } from '../../kit/format/ago';
import { dateTime } from '../../kit/format/format-time';
import type { ReportGroup } from './reports';
import { OUTCOMES, reasonKey } from './report-labels';
import { MessageEvidence } from './message-evidence';
import { ViewableImage } from './viewable-image';

type Report = ReportGroup['reports'][number];

/** What was done with a handled report: the outcome, by whom, when, and the staff note. */
function Outcome({ report }: { report: Report }) {
  const { t, i18n } = useTranslation('console-reports');
  if (report.status === 'open') return null;
  const outcome = OUTCOMES[report.status];
  return (
    <Stack gap={4} p="xs" bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
      <Group gap="xs" wrap="wrap">
        <Badge color={outcome.color} c={outcome.text} variant="filled">
          {t(outcome.key)}
        </Badge>
        <Text fz="sm" c="dimmed">
          {t('report.handledBy', {
            who: report.handled_by ?? t('report.formerStaff'),
            when: report.handled_on ? dateTime(report.handled_on, i18n.language) : '–',
          })}
        </Text>
      </Group>
      {report.staff_note && (
        <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          <Text span fz="sm" fw={600}>
            {t('report.note')}:
          </Text>{' '}
          <bdi>{report.staff_note}</bdi>
        </Text>
      )}
    </Stack>
  );
}

/**
 * One report: who made it, why, what they wrote and their evidence (an image, or for a chat
 * message the message with the ones before it); when handled, the outcome.
 */
export function ReportEntry({ report }: { report: Report }) {
  const { t } = useTranslation('console-reports');
  const reason = reasonKey(report.reason);
  return (
    <Group
      component="li"
      align="flex-start"
      gap="sm"
      wrap="nowrap"
      py="sm"
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      {report.evidence_url && (
        <ViewableImage
          src={report.evidence_url}
          size={72}
          label={t('report.evidence', { name: report.reporter.full_name })}
        />
      )}
      <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
        <Group justify="space-between" gap="xs" align="flex-start">
          <Text fw={600} fz="sm">
            {reason ? t(reason) : <bdi>{report.reason}</bdi>}
          </Text>
          <Ago iso={report.created_on} fz="xs" c="dimmed" />
        </Group>
        <Text fz="sm" c="dimmed">
          {t('report.by')} <bdi>{report.reporter.full_name}</bdi>{' '}
          <Text span fz="sm" dir="ltr">
            ({report.reporter.profile_code})
          </Text>
        </Text>
        {report.description && (
          <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <bdi>{report.description}</bdi>
          </Text>
        )}
        {report.message && <MessageEvidence message={report.message} />}
        <Outcome report={report} />
      </Stack>
    </Group>
  );
}
