// A warning from the moderators (issue 13: "warn, a notice the user sees"), shown on the owner's
// own page until they say they have read it.
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMarkNoticeRead, useMyNotices } from '@/lib/queries/notices';
import { notify } from '@/lib/notify';
import { useErrorText } from '@/lib/error-text';
import { noticeDate } from './notice-date';

/** The unread notices, newest first; nothing at all when there are none. */
export function ModeratorNotices() {
  // Its own namespace, off the home route's bundle; drawn once both it and the notices are here.
  const { t, i18n, ready } = useTranslation('notices', { useSuspense: false });
  const notices = useMyNotices();
  const markRead = useMarkNoticeRead();
  const { failureText } = useErrorText();
  const unread = notices.data?.results.filter((notice) => !notice.read) ?? [];
  if (!ready || unread.length === 0) return null;

  const understood = (id: number) =>
    markRead.mutate(id, {
      onError: (error) =>
        notify({
          color: 'red',
          title: t('warning.failed'),
          message: failureText(error, 'somethingWentWrong'),
        }),
    });

  return (
    <Stack gap="xs" data-testid="moderator-notices">
      {unread.map((notice) => (
        <Alert
          key={notice.id}
          color="red"
          variant="light"
          title={t('warning.title')}
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          <Stack gap="xs" align="flex-start">
            {/* The moderator's own words, in whatever language and direction they wrote them. */}
            <Text fz="sm" dir="auto" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {notice.message}
            </Text>
            <Text fz="xs" c="dimmed">
              {t('warning.sent', { date: noticeDate(notice.created_on, i18n.language) })}
            </Text>
            <Button
              size="sm"
              color="red.9"
              loading={markRead.isPending && markRead.variables === notice.id}
              onClick={() => understood(notice.id)}
            >
              {t('warning.understand')}
            </Button>
          </Stack>
        </Alert>
      ))}
    </Stack>
  );
}
