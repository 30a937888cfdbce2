import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppError } from '@rishta/domain';
import { notify } from '@/lib/notify';
import { useCarryOutDeletion, type DeletionQueueItem } from './queries';
import { useDeletionsErrorText } from './use-deletions-error-text';

/**
 * Carrying out one request: the confirmation dialog's state, the call, and a notification. A
 * request another moderator already carried out closes the dialog and says so (the queue
 * refreshes without it); any other refusal stays in the dialog.
 */
export function useErasure(item: DeletionQueueItem) {
  const { t } = useTranslation('admin-deletions');
  const errorText = useDeletionsErrorText();
  const carryOut = useCarryOutDeletion();
  const [opened, setOpened] = useState(false);
  const [opening, setOpening] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const names = { name: item.full_name, code: item.profile_code };

  const erase = async () => {
    setError(null);
    try {
      await carryOut.mutateAsync(item);
      setOpened(false);
      notify({ color: 'rishta', title: t('done.title'), message: t('done.text', names) });
    } catch (failure) {
      if (failure instanceof AppError && failure.status === 404) {
        setOpened(false);
        notify({ color: 'red', title: t('done.failedTitle'), message: errorText(failure) });
        return;
      }
      setError(errorText(failure));
    }
  };

  return {
    opened,
    opening,
    open: () => {
      setError(null);
      setOpening((n) => n + 1);
      setOpened(true);
    },
    close: () => setOpened(false),
    erase,
    error,
    busy: carryOut.isPending,
  };
}
