import { Badge, Paper, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { useAdminErrorText } from '../lib/use-admin-error-text';
import { ConsoleLoader } from '../shell/console-loader';
import { ConsolePageHeader } from '../shell/console-page-header';
import { FeedbackItem } from './feedback-item';
import { useFeedbackInbox } from './use-feedback-inbox';

/** The chosen list: loading, failed, empty or its messages. */
function InboxList() {
  const { t } = useTranslation('admin');
  const errorText = useAdminErrorText();
  const { status, inbox } = useFeedbackInbox();
  if (inbox.isPending) return <ConsoleLoader />;
  if (inbox.isError) {
    return (
      <LoadError
        onRetry={() => void inbox.refetch()}
        retrying={inbox.isFetching}
        message={errorText(inbox.error)}
        retryLabel={t('shell.retry')}
      />
    );
  }
  if (inbox.data.results.length === 0) {
    return (
      <Paper withBorder radius="md" p="xl" ta="center" role="status">
        <Text c="dimmed">{status === 'open' ? t('feedback.emptyOpen') : t('feedback.emptyDone')}</Text>
      </Paper>
    );
  }
  return (
    <Stack gap="sm">
      {inbox.data.results.map((message) => (
        <FeedbackItem key={message.id} message={message} />
      ))}
    </Stack>
  );
}

/** /admin/feedback: what users wrote through the feedback form; open first, oldest first. */
export function FeedbackInboxPage() {
  const { t } = useTranslation('admin');
  const { status, setStatus, openCount } = useFeedbackInbox();
  return (
    <Stack gap={0} maw={900}>
      <ConsolePageHeader title={t('feedback.title')} description={t('feedback.intro')} />
      <Tabs value={status} onChange={setStatus} mb="md">
        <Tabs.List>
          <Tabs.Tab value="open">
            {t('feedback.open')}{' '}
            {openCount !== undefined && (
              <Badge
                size="sm"
                ms={4}
                variant={openCount > 0 ? 'filled' : 'light'}
                color={openCount > 0 ? 'red.8' : 'gray'}
              >
                {openCount}
              </Badge>
            )}
          </Tabs.Tab>
          <Tabs.Tab value="done">{t('feedback.done')}</Tabs.Tab>
        </Tabs.List>
        {/* Both panels exist, so each tab names its panel; only the chosen one loads its list. */}
        <Tabs.Panel value="open" pt="md">
          {status === 'open' && <InboxList />}
        </Tabs.Panel>
        <Tabs.Panel value="done" pt="md">
          {status === 'done' && <InboxList />}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
