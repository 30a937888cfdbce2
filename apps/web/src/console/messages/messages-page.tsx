import { useId } from 'react';
import { Paper, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MessagesResponse } from '@rishta/domain';
import { LoadError } from '@/components/load-error';
import { ConsoleLoader } from '../shell/console-loader';
import { ConsolePageHeader } from '../shell/console-page-header';
import { MessageRow } from './message-item';
import { MESSAGE_FILTERS, useMessages } from './use-messages';
import { useMessagesErrorText } from './use-messages-error-text';

/** How the last 24 hours went, whatever the filter: waiting, sent, failed. */
function DayCounts({ counts }: { counts: MessagesResponse['counts'] }) {
  const { t, i18n } = useTranslation('admin-messages');
  const number = new Intl.NumberFormat(i18n.language);
  const headingId = useId();
  const figures = [
    { key: 'pending', value: counts.pending },
    { key: 'sent', value: counts.sent },
    { key: 'failed', value: counts.failed },
  ] as const;
  return (
    <Stack component="section" aria-labelledby={headingId} gap={6} mb="md">
      <Text fz="sm" fw={600} id={headingId}>
        {t('summary.heading')}
      </Text>
      <SimpleGrid component="dl" cols={3} spacing="sm" m={0} maw={560}>
        {figures.map(({ key, value }) => (
          <Paper key={key} withBorder radius="md" p="sm">
            <Text component="dt" fz="xs" c="dimmed" tt="uppercase" fw={600}>
              {t(`statuses.${key}`)}
            </Text>
            <Text
              component="dd"
              fz={26}
              fw={700}
              m={0}
              c={key === 'failed' && value > 0 ? 'red.9' : undefined}
              data-testid={`count-${key}`}
            >
              {number.format(value)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** The chosen list: loading, failed, empty or its sends, newest first. */
function MessageList() {
  const { t } = useTranslation('admin-messages');
  const errorText = useMessagesErrorText();
  const { filter, messages } = useMessages();
  if (messages.isPending) return <ConsoleLoader />;
  if (messages.isError) {
    return (
      <LoadError
        onRetry={() => void messages.refetch()}
        retrying={messages.isFetching}
        message={errorText(messages.error)}
        retryLabel={t('retry')}
      />
    );
  }
  if (messages.data.results.length === 0) {
    return (
      <Paper withBorder radius="md" p="xl" ta="center" role="status">
        <Text c="dimmed">{t(`empty.${filter}`)}</Text>
      </Paper>
    );
  }
  return (
    <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
      {messages.data.results.map((message) => (
        <MessageRow key={message.id} message={message} />
      ))}
    </Stack>
  );
}

/**
 * /admin/messages (issue 28): the last SMS and e-mails the site sent, newest first, and whether
 * each reached its provider; a failed one can be sent again while its code still works.
 */
export function MessagesPage() {
  const { t } = useTranslation('admin-messages');
  const { filter, setFilter, messages } = useMessages();
  return (
    <Stack gap={0} maw={1000}>
      <ConsolePageHeader title={t('title')} description={t('intro')} />
      {messages.data && <DayCounts counts={messages.data.counts} />}
      <Tabs value={filter} onChange={setFilter}>
        <Tabs.List
          aria-label={t('filter.label')}
          style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}
        >
          {MESSAGE_FILTERS.map((value) => (
            <Tabs.Tab key={value} value={value} style={{ flexShrink: 0 }}>
              {t(`filter.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {/* Every panel exists, so each tab names its panel; only the chosen one loads its list. */}
        {MESSAGE_FILTERS.map((value) => (
          <Tabs.Panel key={value} value={value} pt="md">
            {filter === value && <MessageList />}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
