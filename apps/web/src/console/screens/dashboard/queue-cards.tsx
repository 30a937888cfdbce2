import { Link } from 'react-router';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '@rishta/domain';
import { consolePath } from '../../kit/shell/console-paths';
import { dateTime } from '../../kit/format/format-time';
import classes from './dashboard.module.css';
import { waitTime } from './wait-time';

type QueueKey = keyof Dashboard['queues'];

/** Each queue and the console screen that works it (some are registered by their own helpers). */
const QUEUES: readonly { key: QueueKey; path: string }[] = [
  { key: 'new_profiles', path: 'new-profiles' },
  { key: 'verification', path: 'verification' },
  { key: 'reports', path: 'reports' },
  { key: 'deletion_requests', path: 'deletions' },
  { key: 'feedback', path: 'feedback' },
];

/** "Oldest waits 3 days", "Oldest arrived just now", or that nothing waits. */
function OldestLine({ since, now }: { since: string | null; now: number }) {
  const { t, i18n } = useTranslation('console-dashboard');
  if (!since) {
    return (
      <Text fz="sm" c="dimmed">
        {t('queues.empty')}
      </Text>
    );
  }
  const age = waitTime(since, i18n.language, now);
  return (
    <Text fz="sm" title={dateTime(since, i18n.language)}>
      {age ? t('queues.oldestWaits', { age }) : t('queues.justArrived')}
    </Text>
  );
}

/**
 * One card a queue: how many wait and since when the oldest does, the whole card a link to the
 * queue. `now` is when the numbers were fetched, so the ages move with each minute's refresh.
 */
export function QueueCards({ queues, now }: { queues: Dashboard['queues']; now: number }) {
  const { t } = useTranslation('console-dashboard');
  return (
    <SimpleGrid component="ul" cols={{ base: 2, md: 3, xl: 5 }} spacing="sm" m={0} p={0}>
      {QUEUES.map(({ key, path }) => {
        const queue = queues[key];
        return (
          <li key={key} style={{ listStyle: 'none' }}>
            <Paper
              component={Link}
              to={consolePath(path)}
              withBorder
              radius="md"
              p="md"
              className={classes.card}
              data-testid={`queue-${key}`}
            >
              <Text fw={600}>{t(`queues.${key}`)}</Text>
              <Text fz={32} fw={700} lh={1.3} c={queue.count > 0 ? 'rishta.8' : 'gray.7'}>
                {queue.count}
              </Text>
              {'profiles' in queue && queue.count > 0 && (
                <Text fz="sm" c="dimmed">
                  {t('queues.reportedProfiles', { count: queue.profiles })}
                </Text>
              )}
              {'overdue' in queue && queue.overdue > 0 && (
                <Text fz="sm" fw={600} c="red.8">
                  {t('queues.overdue', { count: queue.overdue })}
                </Text>
              )}
              <OldestLine since={queue.oldest_since} now={now} />
            </Paper>
          </li>
        );
      })}
    </SimpleGrid>
  );
}
