import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Ago } from '../../kit/format/ago';
import type { PersonDetail, ReportStatus } from '@rishta/domain';
import { dateTime, timeAgo } from '../../kit/format/format-time';
import { PersonSection } from './person-section';

type ReportsOneWay = PersonDetail['reports']['about'];

// Dark text shades on the light badges, for a 4.5:1 contrast of their small text (the e2e runs axe).
const STATUS_COLOURS: Record<ReportStatus, { color: string; c: string; variant: string }> = {
  open: { color: 'yellow.4', c: 'black', variant: 'filled' },
  dismissed: { color: 'gray', c: 'gray.8', variant: 'light' },
  warned: { color: 'grape', c: 'grape.9', variant: 'light' },
  photo_removed: { color: 'blue', c: 'blue.9', variant: 'light' },
  message_removed: { color: 'blue', c: 'blue.9', variant: 'light' },
  blocked: { color: 'red.9', c: 'white', variant: 'filled' },
};

/** Reports one way (about the person, or by them): how many, and the latest few with their outcome. */
function ReportList({ title, reports }: { title: string; reports: ReportsOneWay }) {
  const { t } = useTranslation('console-people');
  return (
    <Stack gap={6} style={{ flex: '1 1 16rem', minWidth: 0 }}>
      <Group gap="xs">
        <Text component="h3" fw={600} fz="md" m={0}>
          {title}
        </Text>
        <Badge
          {...(reports.count > 0
            ? { color: 'yellow.4', c: 'black', variant: 'filled' }
            : { color: 'gray', c: 'gray.8', variant: 'light' })}
          circle={reports.count < 10}
        >
          {reports.count}
        </Badge>
      </Group>
      {reports.latest.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('reports.none')}
        </Text>
      ) : (
        <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
          {reports.latest.map((report) => (
            <li key={report.id}>
              <Group gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
                <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                  <bdi>{report.reason}</bdi>
                </Text>
                <Badge size="sm" {...STATUS_COLOURS[report.status]} style={{ flexShrink: 0 }}>
                  {t(`reports.status.${report.status}`)}
                </Badge>
              </Group>
              <Ago iso={report.created_on} fz="xs" c="dimmed" />
            </li>
          ))}
          {reports.count > reports.latest.length && (
            <Text component="li" fz="xs" c="dimmed">
              {t('reports.latest', { shown: reports.latest.length, count: reports.count })}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}

/** Reports about the person and reports they made, side by side on a wide screen. */
export function ReportsSection({ person }: { person: PersonDetail }) {
  const { t } = useTranslation('console-people');
  return (
    <PersonSection title={t('reports.title')}>
      <Group align="flex-start" gap="lg">
        <ReportList title={t('reports.about')} reports={person.reports.about} />
        <ReportList title={t('reports.by')} reports={person.reports.by} />
      </Group>
    </PersonSection>
  );
}

/** The notices staff sent the person (a warning after a report, for instance), and whether they read them. */
export function NoticesSection({ person }: { person: PersonDetail }) {
  const { t, i18n } = useTranslation('console-people');
  return (
    <PersonSection title={t('notices.title')} intro={t('notices.intro')}>
      {person.notices.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('notices.none')}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {person.notices.map((notice) => (
            <li key={notice.id}>
              <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                <bdi>{notice.message}</bdi>
              </Text>
              <Text fz="xs" c="dimmed">
                {dateTime(notice.created_on, i18n.language)} ·{' '}
                {notice.read_on
                  ? t('notices.read', { when: timeAgo(notice.read_on, i18n.language) })
                  : t('notices.unread')}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </PersonSection>
  );
}
