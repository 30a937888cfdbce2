import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useAdminErrorText } from '../lib/use-admin-error-text';
import {
  feedbackInboxQuery,
  useMarkFeedbackDone,
  type FeedbackMessage,
  type FeedbackStatus,
} from './queries';

/**
 * The inbox page: which list is shown (open or done, kept in the address so a reload or a shared
 * link shows the same) and its messages, and how many are still open.
 */
export function useFeedbackInbox() {
  const [params, setParams] = useSearchParams();
  const status: FeedbackStatus = params.get('status') === 'done' ? 'done' : 'open';
  const inbox = useQuery(feedbackInboxQuery(status));
  // The open list's count, whichever list is shown (the same request when it is the open one).
  const openCount = useQuery(feedbackInboxQuery('open')).data?.open_count;
  const setStatus = (next: string | null) =>
    setParams(next === 'done' ? { status: 'done' } : {}, { replace: true });
  return { status, setStatus, inbox, openCount };
}

/** Mark done on one message, with its own busy state and a notification either way. */
export function useMarkDone(message: FeedbackMessage) {
  const { t } = useTranslation('admin');
  const errorText = useAdminErrorText();
  const markDone = useMarkFeedbackDone();
  const run = () =>
    markDone.mutate(message, {
      onSuccess: () =>
        notify({
          color: 'rishta',
          title: t('feedback.doneTitle'),
          message: t('feedback.doneText', { name: message.name }),
        }),
      onError: (error) =>
        notify({ color: 'red', title: t('feedback.failedTitle'), message: errorText(error) }),
    });
  return { markDone: run, busy: markDone.isPending };
}
