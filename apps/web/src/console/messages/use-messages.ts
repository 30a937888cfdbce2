import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_STATUSES } from '@rishta/domain';
import { notify } from '@/lib/notify';
import { messagesQuery, useResendMessage, type MessageFilter, type MessageItem } from './queries';
import { useMessagesErrorText } from './use-messages-error-text';

export const MESSAGE_FILTERS: readonly MessageFilter[] = ['all', ...NOTIFICATION_STATUSES];

const isFilter = (value: string | null): value is MessageFilter =>
  value !== null && (MESSAGE_FILTERS as readonly string[]).includes(value);

/**
 * The Messages page: which sends are shown (kept in the address, so a reload or a shared link
 * shows the same) and their list with the last 24 hours' counts.
 */
export function useMessages() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const filter: MessageFilter = isFilter(raw) ? raw : 'all';
  const messages = useQuery(messagesQuery(filter));
  const setFilter = (next: string | null) =>
    setParams(next && next !== 'all' && isFilter(next) ? { status: next } : {}, { replace: true });
  return { filter, setFilter, messages };
}

/** Send again on one failed message, with its own busy state and a notification either way. */
export function useResend(message: MessageItem) {
  const { t } = useTranslation('admin-messages');
  const errorText = useMessagesErrorText();
  const resend = useResendMessage();
  const run = () =>
    resend.mutate(message, {
      onSuccess: (answer) =>
        notify({
          color: 'rishta',
          title: t('resend.doneTitle'),
          // The answer's words (messageQueued), in the console's language when it has them.
          message: t('resend.messageQueued', { defaultValue: answer.detail }),
        }),
      onError: (error) => notify({ color: 'red', title: t('resend.failedTitle'), message: errorText(error) }),
    });
  return { resend: run, busy: resend.isPending };
}
