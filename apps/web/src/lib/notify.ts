import { useSyncExternalStore } from 'react';
import type { NotificationData } from '@mantine/notifications';

// Toasts are rare (a failed download, a sent form), so their code loads on the first one instead of
// with every page.
let requested = false;
const listeners = new Set<() => void>();

export function notify(data: NotificationData): void {
  if (!requested) {
    requested = true;
    listeners.forEach((l) => l());
  }
  void import('@mantine/notifications').then(({ notifications }) => notifications.show(data));
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
