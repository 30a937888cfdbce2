import { Suspense } from 'react';
import { useNotificationsRequested } from '@/lib/notify';
import { lazyPart } from '@/lib/lazy-part';

const Notifications = lazyPart(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

/** Mounts the toast container only once something wants to show a toast. */
export function LazyNotifications() {
  const requested = useNotificationsRequested();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-center" />
    </Suspense>
  );
}
