import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { StaffRole } from '@rishta/domain';
import type { IconProps } from '@/components/icons';
import { namespaceOf, type AnyQueue } from '../queue/define-queue';
import { queueQuery, workedStatus } from '../queue/queue-query';
import { queuePageName } from '../queue/queue-page-name';
import { NavCount } from './nav-count';

/**
 * One screen of the console (console-pages.tsx lists them): its route, the least role that may
 * open it and, when it belongs in the sidebar, its nav entry.
 */
export interface ConsolePage {
  /** Under /admin, as react-router writes it: 'feedback', 'new-profiles/:code'. */
  path: string;
  /** The least role that may open it (the same as its API routes declare). */
  role: StaffRole;
  /** Its own lazy chunk; `displayName` is the module's export (tests render that export directly). */
  Page: LazyExoticComponent<ComponentType> & { displayName?: string };
  /** In the sidebar: the label's key ('<namespace>:<key>'), its icon, and what waits there. */
  nav?: { label: string; icon: ComponentType<IconProps>; Count?: ComponentType };
}

/** A screen's lazy chunk: the export `name` of the module `load` imports. */
export function screen<T extends Record<string, ComponentType>>(
  load: () => Promise<T>,
  name: keyof T & string,
) {
  return Object.assign(
    lazy(() => load().then((m) => ({ default: m[name] as ComponentType }))),
    { displayName: name },
  );
}

/** The sidebar's number of what waits in a queue (nothing while it loads or when none). */
function queueCount(queue: AnyQueue) {
  const Count = () => {
    const { data } = useQuery(queueQuery<Record<string, number>>(queue, workedStatus(queue)));
    return <NavCount count={queue.waiting ? data?.[queue.waiting] : undefined} />;
  };
  Count.displayName = `${queuePageName(queue)}Count`;
  return Count;
}

/**
 * A queue's console entry, all from its declaration: the route /admin/<name>, its role, the nav
 * entry with the queue's title, icon and waiting count, and the screen `load` brings (the
 * module's `<Name>Page` export, e.g. FeedbackPage: `queuePage(feedback, FeedbackItem)`).
 */
export function queueRoute(queue: AnyQueue, load: () => Promise<object>): ConsolePage {
  return {
    path: queue.name,
    role: queue.role ?? 'moderator',
    Page: screen(load as () => Promise<Record<string, ComponentType>>, queuePageName(queue)),
    nav: {
      label: `${namespaceOf(queue)}:title`,
      icon: queue.icon,
      Count: queue.waiting ? queueCount(queue) : undefined,
    },
  };
}
