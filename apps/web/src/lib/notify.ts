import { useSyncExternalStore } from 'react';
import type { NotificationData } from '@mantine/notifications';
import i18next from 'i18next';

// Toasts are rare (a failed download, a sent form), so their code loads on the first one instead of
// with every page.
let requested = false;
const listeners = new Set<() => void>();

export function notify(data: NotificationData): void {
  if (!requested) {
    requested = true;
    listeners.forEach((l) => l());
  }
  // The × needs a name for screen readers (axe: button-name), in the page's language.
  const close = i18next.t('common.close', { ns: 'common', defaultValue: 'Close' });
  void import('@mantine/notifications').then(({ notifications }) =>
    notifications.show({ ...data, closeButtonProps: { 'aria-label': close, ...data.closeButtonProps } }),
  );
}

/** Takes a toast away (a newer message about the same thing replaces it). */
export function hideNotification(id: string): void {
  if (!requested) return;
  void import('@mantine/notifications').then(({ notifications }) => notifications.hide(id));
}

/** True once a notification was asked for, so the layout can mount the container. */
export function useNotificationsRequested(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => requested,
    () => false,
  );
}
