import type { ComponentType, ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Badge, Group, Paper, Stack, Tabs, Text, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { dateTime, timeAgo } from '../format/format-time';
import { ConsoleLoader } from '../shell/console-loader';
import { ConsolePageHeader } from '../shell/console-page-header';
import { useConsoleErrorText } from '../use-console-error-text';
import { namespaceOf, type AnyQueue, type ListAnswer } from './define-queue';
import { queuePageName } from './queue-page-name';
import { queueQuery, workedStatus } from './queue-query';
import { formatCount } from '@rishta/domain';

type Answer = ListAnswer<unknown> & Record<string, unknown>;

/** A queue's item as the list draws it; `status` is the list it is on (when the queue has tabs). */
export type ItemProps<Item> = { item: Item; status?: string };

/** A list's own body in the frame (verification's document beside the list, for instance). */
export type QueueBody = ComponentType<{ answer: Answer; list: UseQueryResult<Answer> }>;

/** The worked list's answer (the tab badge and the summary read it; the list may be another). */
const useWorked = (queue: AnyQueue) => useQuery(queueQuery<Answer>(queue, workedStatus(queue)));

/** One number above the list: its label, and its value (big). */
function Figure({
  label,
  children,
  ...value
}: { label: string; children: ReactNode } & TextProps & { title?: string; 'data-testid'?: string }) {
  return (
    <Paper withBorder radius="md" p="sm" miw={140}>
      <Text component="dt" fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0} fw={700} {...value}>
        {children}
      </Text>
    </Paper>
  );
}

/** The numbers a moderator starts from: the queue's figures and how long the oldest has waited. */
function QueueSummary({ queue }: { queue: AnyQueue }) {
  const { t, i18n } = useTranslation(namespaceOf(queue));
  const { data } = useWorked(queue);
  if (!data || !queue.summary) return null;
  const oldest = data.oldest_since;
  return (
    <Stack gap={6} mb="md">
      {i18n.exists('summary.heading', { ns: namespaceOf(queue) }) && (
        <Text fz="sm" fw={600}>
          {t('summary.heading')}
        </Text>
      )}
      <Group component="dl" gap="sm" m={0} align="stretch" grow preventGrowOverflow={false}>
        {queue.summary.map(({ key, value, alert }) => {
          const n = value(data);
          return (
            <Figure
              key={key}
              label={t(`summary.${key}`)}
              fz={28}
              c={alert && n > 0 ? 'red.9' : undefined}
              data-testid={`${queue.name}-${key}`}
            >
              {formatCount(n)}
            </Figure>
          );
        })}
        {oldest !== undefined && (
          <Figure
            label={t('summary.oldest')}
            fz={20}
            lh={1.9}
            title={oldest ? dateTime(oldest, i18n.language) : undefined}
          >
            {oldest ? timeAgo(oldest, i18n.language) : '–'}
          </Figure>
        )}
      </Group>
    </Stack>
  );
}

/** Nothing in this list: what it would hold. */
function EmptyList({ queue, status }: { queue: AnyQueue; status?: string }) {
  const ns = namespaceOf(queue);
  const { t, i18n } = useTranslation(ns);
  const base = status === undefined ? 'empty' : `empty.${status}`;
  return (
    <Paper withBorder radius="md" p="xl" ta="center" role="status">
      <Text fw={600}>{t(`${base}.title`)}</Text>
      {i18n.exists(`${base}.text`, { ns }) && (
        <Text c="dimmed" fz="sm">
          {t(`${base}.text`)}
        </Text>
      )}
    </Paper>
  );
}

/** One list of the queue: loading, failed, empty, or its items (or the queue's own body). */
function QueueList<Item>({
  queue,
  status,
  Item,
  Body,
}: {
  queue: AnyQueue;
  status?: string;
  Item?: ComponentType<ItemProps<Item>>;
  Body?: QueueBody;
}) {
  const ns = namespaceOf(queue);
  const { t } = useTranslation(ns);
  const { errorText } = useConsoleErrorText(ns);
  const list = useQuery(queueQuery<Answer>(queue, status));
  if (list.isPending) return <ConsoleLoader />;
  if (list.isError) {
    return (
      <LoadError
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
        message={errorText(list.error)}
        retryLabel={t('shell.retry', { ns: 'console' })}
      />
    );
  }
  const answer = list.data;
  const items = answer.results as Item[];
  if (items.length === 0) return <EmptyList queue={queue} status={status} />;
  const totalKey = queue.total ?? queue.waiting;
  const total = totalKey ? (answer[totalKey] as number) : items.length;
  return (
    <Stack gap="sm">
      {Body ? (
        <Body answer={answer} list={list} />
      ) : (
        Item && (
          <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
            {items.map((item) => (
              <li key={queue.id(item)}>
                <Item item={item} status={status} />
              </li>
            ))}
          </Stack>
        )
      )}
      {status === workedStatus(queue) && total > items.length && (
        <Text fz="sm" c="dimmed" ta="center">
          {t('more', { shown: items.length, count: total })}
        </Text>
      )}
    </Stack>
  );
}

/** The tabs of a queue with several lists; the chosen one is in the address (?status=…). */
function QueueTabs<Item>({
  queue,
  statuses,
  ...list
}: {
  queue: AnyQueue;
  statuses: readonly string[];
  Item?: ComponentType<ItemProps<Item>>;
  Body?: QueueBody;
}) {
  const { t } = useTranslation(namespaceOf(queue));
  const [params, setParams] = useSearchParams();
  const worked = statuses[0]!;
  const asked = params.get('status');
  const status = asked && statuses.includes(asked) ? asked : worked;
  const { data } = useWorked(queue);
  const waiting = queue.waiting && data ? (data[queue.waiting] as number) : undefined;
  const choose = (next: string | null) =>
    setParams(next && next !== worked ? { status: next } : {}, { replace: true });
  return (
    <Tabs value={status} onChange={choose}>
      <Tabs.List
        aria-label={t('tabs.label', { defaultValue: '' }) || undefined}
        style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}
      >
        {statuses.map((value) => (
          <Tabs.Tab key={value} value={value} style={{ flexShrink: 0 }}>
            {t(`tabs.${value}`)}{' '}
            {value === worked && waiting !== undefined && (
              <Badge
                size="sm"
                ms={8}
                variant={waiting > 0 ? 'filled' : 'light'}
                color={waiting > 0 ? 'red.8' : 'gray'}
              >
                {waiting}
              </Badge>
            )}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {/* Every panel exists, so each tab names its panel; only the chosen one loads its list. */}
      {statuses.map((value) => (
        <Tabs.Panel key={value} value={value} pt="md">
          {status === value && <QueueList queue={queue} status={value} {...list} />}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/**
 * A queue's screen, the same frame for every queue: its title and intro, the numbers to start
 * from, the tabs of its lists, each list's loading, error and empty states, its items (each
 * drawn by `Item`, or the queue's own `body`) and "Showing the oldest N of M".
 */
export function QueuePage<Item>({
  queue,
  Item,
  Body,
}: {
  queue: AnyQueue;
  Item?: ComponentType<ItemProps<Item>>;
  Body?: QueueBody;
}) {
  const { t } = useTranslation(namespaceOf(queue));
  return (
    <Stack gap={0} maw={queue.width ?? 900}>
      <ConsolePageHeader title={t('title')} description={t('intro')} />
      <QueueSummary queue={queue} />
      {queue.statuses ? (
        <QueueTabs queue={queue} statuses={queue.statuses} Item={Item} Body={Body} />
      ) : (
        <QueueList queue={queue} Item={Item} Body={Body} />
      )}
    </Stack>
  );
}

/**
 * A queue's screen as a component of its own (the module's export its route loads):
 * `export const FeedbackPage = queuePage(feedback, FeedbackItem)`.
 */
export function queuePage<Item>(queue: AnyQueue, Item?: ComponentType<ItemProps<Item>>, Body?: QueueBody) {
  const Screen = () => <QueuePage queue={queue} Item={Item} Body={Body} />;
  Screen.displayName = queuePageName(queue);
  return Screen;
}
