// The owner's page, lower down (issue 13): the reports they made and whether each was handled
// (never how: that is the reported person's business), and the notices they already read.
import type { ReactNode } from 'react';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { reportReasonKey, type MyReportsResponse, type Notice } from '@rishta/domain';
import { CheckCircleIcon } from '@/components/icons';
import { useMyNotices, useMyReports } from '@/lib/queries/notices';
import { noticeDate } from './notice-date';

type MyReport = MyReportsResponse['results'][number];

function ReportRow({ report }: { report: MyReport }) {
  const { t, i18n } = useTranslation(['notices', 'profile']);
  const date = (value: string) => noticeDate(value, i18n.language);
  // The report form's labels (namespace profile, `reasons.report.*`), of a profile or a message.
  const key = reportReasonKey(report.reason);
  return (
    <Paper withBorder radius="sm" p="xs" component="li">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fz="sm" fw={600}>
            <bdi>{report.full_name}</bdi> · <bdi>{report.profile_code}</bdi>
          </Text>
          {!report.handled && (
            <Badge variant="light" color="yellow" c="dark.7" tt="none">
              {t('reports.reviewing')}
            </Badge>
          )}
        </Group>
        <Text fz="sm" dir="auto">
          {key ? t(`reasons.report.${key}`, { ns: 'profile' }) : report.reason}
        </Text>
        <Text fz="xs" c="dimmed">
          {t('reports.reportedOn', { date: date(report.created_on) })}
        </Text>
        {report.handled && (
          <Text fz="sm" c="rishta.9" fw={600}>
            <CheckCircleIcon size={16} style={{ verticalAlign: 'text-bottom', marginInlineEnd: 6 }} />
            {report.handled_on
              ? t('reports.handledOn', { date: date(report.handled_on) })
              : t('reports.handled')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function EarlierNotice({ notice }: { notice: Notice }) {
  const { t, i18n } = useTranslation('notices');
  return (
    <Paper withBorder radius="sm" p="xs" component="li">
      <Stack gap={4}>
        <Text fz="sm" dir="auto" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {notice.message}
        </Text>
        <Text fz="xs" c="dimmed">
          {t('warning.sent', { date: noticeDate(notice.created_on, i18n.language) })}
        </Text>
      </Stack>
    </Paper>
  );
}

const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;

/**
 * A folded section. The browser's own <details> opens with a tap, is announced as expandable and
 * finds its text with the page search; Mantine's Accordion would split an animation helper out of
 * the home route's shared code and grow its download.
 */
function Folded({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Paper component="details" withBorder radius="md" data-testid={testId}>
      <Text component="summary" fw={600} px="sm" py="xs" mih={44} style={{ cursor: 'pointer' }}>
        {title}
      </Text>
      <Stack gap="xs" px="sm" pb="sm">
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * Folded sections, each only when it has something: most people never report anyone, and a phone
 * screen is better spent on the profile than on empty headings.
 */
export function ModerationHistory() {
  const { t, ready } = useTranslation(['notices', 'profile'], { useSuspense: false });
  const mine = useMyReports().data;
  const reports = mine?.results ?? [];
  const earlier = useMyNotices().data?.results.filter((notice) => notice.read) ?? [];
  if (!ready || (reports.length === 0 && earlier.length === 0)) return null;
  return (
    <Stack gap="xs" data-testid="moderation-history">
      {reports.length > 0 && (
        <Folded title={t('reports.title', { count: mine?.count ?? reports.length })} testId="my-reports">
          <Text fz="sm" c="dimmed">
            {t('reports.intro')}
          </Text>
          <Stack component="ul" gap="xs" style={listStyle}>
            {reports.map((report) => (
              <ReportRow key={report.id} report={report} />
            ))}
          </Stack>
        </Folded>
      )}
      {earlier.length > 0 && (
        <Folded title={t('earlier.title', { count: earlier.length })} testId="earlier-notices">
          <Stack component="ul" gap="xs" style={listStyle}>
            {earlier.map((notice) => (
              <EarlierNotice key={notice.id} notice={notice} />
            ))}
          </Stack>
        </Folded>
      )}
    </Stack>
  );
}
