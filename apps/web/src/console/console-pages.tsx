import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { StaffRole } from '@rishta/domain';
import type { IconProps } from '@/components/icons';
import { AuditIcon } from './audit/icons';
import { ContentIcon } from './content/content-icon';
import { DashboardIcon } from './dashboard/icons';
import { FeedbackCount } from './feedback-inbox/feedback-count';
import { PendingCount } from './new-profiles/pending-count';
import { REVIEW_ROUTE } from './profile-review/review-paths';
import { IdCardIcon } from './verification/icons';
import { VerificationCount } from './verification/verification-count';
import { DeletionCount } from './deletions/deletion-count';
import { EraseIcon } from './deletions/icons';
import { ReportCount } from './reports/report-count';
import { FlagIcon } from './reports/icons';
import { MessagesIcon } from './messages/icons';
import { PeopleSearchIcon } from './people/people-icons';
import { InboxIcon, UserCheckIcon } from './shell/icons';
import { StaffIcon } from './staff/staff-icons';

/**
 * One screen of the console. Adding a screen is one entry here: its route (a lazy chunk of its
 * own) and, when it belongs in the sidebar, its nav entry. Entries are shown in this order, and
 * only to staff whose role covers `role` (an admin sees everything; a moderator not the
 * admin-only screens, which also answer "admins only" when opened by address).
 *
 * Each screen is a build entry of its own, and the bundler groups shared modules by which entries
 * use them: a screen that uses part of a group the public pages share (e.g. NavLink without the
 * site's drawer, the site's LtrTextInput without its mobile rules) splits that group and the home
 * page downloads one more file. Measure `npm run home-js-size -w @rishta/bench` before and after.
 */
export interface ConsolePage {
  /** Under /admin, as react-router writes it: 'feedback', 'new-profiles/:code'. */
  path: string;
  /** The least role that may open it (the same as its API routes declare). */
  role: StaffRole;
  Page: LazyExoticComponent<ComponentType>;
  /** In the sidebar: the label's key in admin.json, its icon, and what waits there (optional). */
  nav?: { label: string; icon: ComponentType<IconProps>; Count?: ComponentType };
}

const screen = <T extends Record<string, ComponentType>>(load: () => Promise<T>, name: keyof T) =>
  lazy(() => load().then((m) => ({ default: m[name] as ComponentType })));

export const CONSOLE_PAGES: readonly ConsolePage[] = [
  {
    path: 'dashboard',
    role: 'moderator',
    Page: screen(() => import('./dashboard/dashboard-page'), 'DashboardPage'),
    nav: { label: 'admin-dashboard:nav.dashboard', icon: DashboardIcon },
  },
  {
    path: 'new-profiles',
    role: 'moderator',
    Page: screen(() => import('./new-profiles/new-profiles-page'), 'NewProfilesPage'),
    nav: { label: 'nav.newProfiles', icon: UserCheckIcon, Count: PendingCount },
  },
  {
    path: REVIEW_ROUTE,
    role: 'moderator',
    Page: screen(() => import('./profile-review/profile-review-page'), 'ProfileReviewPage'),
  },
  {
    path: 'verification',
    role: 'moderator',
    Page: screen(() => import('./verification/verification-page'), 'VerificationPage'),
    nav: { label: 'admin-verification:nav.verification', icon: IdCardIcon, Count: VerificationCount },
  },
  {
    path: 'reports',
    role: 'moderator',
    Page: screen(() => import('./reports/reports-page'), 'ReportsPage'),
    nav: { label: 'admin-reports:nav.reports', icon: FlagIcon, Count: ReportCount },
  },
  {
    path: 'deletions',
    role: 'moderator',
    Page: screen(() => import('./deletions/deletions-page'), 'DeletionsPage'),
    nav: { label: 'admin-deletions:nav.deletions', icon: EraseIcon, Count: DeletionCount },
  },
  {
    path: 'feedback',
    role: 'moderator',
    Page: screen(() => import('./feedback-inbox/feedback-inbox-page'), 'FeedbackInboxPage'),
    nav: { label: 'nav.feedback', icon: InboxIcon, Count: FeedbackCount },
  },
  {
    path: 'messages',
    role: 'moderator',
    Page: screen(() => import('./messages/messages-page'), 'MessagesPage'),
    nav: { label: 'admin-messages:nav.messages', icon: MessagesIcon },
  },
  {
    path: 'people',
    role: 'moderator',
    Page: screen(() => import('./people/people-page'), 'PeoplePage'),
    nav: { label: 'admin-people:nav.people', icon: PeopleSearchIcon },
  },
  {
    path: 'people/:accountId',
    role: 'moderator',
    Page: screen(() => import('./people/person-page'), 'PersonPage'),
  },
  {
    path: 'content',
    role: 'admin',
    Page: screen(() => import('./content/content-page'), 'ContentPage'),
    nav: { label: 'admin-content:nav.content', icon: ContentIcon },
  },
  // One kind of content: /admin/content/books and so on (the nav entry above stays lit).
  {
    path: 'content/:kind',
    role: 'admin',
    Page: screen(() => import('./content/content-page'), 'ContentPage'),
  },
  {
    path: 'audit',
    role: 'moderator',
    Page: screen(() => import('./audit/audit-page'), 'AuditPage'),
    nav: { label: 'admin-audit:nav.audit', icon: AuditIcon },
  },
  {
    path: 'staff',
    role: 'admin',
    Page: screen(() => import('./staff/staff-page'), 'StaffPage'),
    nav: { label: 'admin-staff:nav.staff', icon: StaffIcon },
  },
];
