import { screen, queueRoute, type ConsolePage } from './kit/shell/console-page';
import { REVIEW_ROUTE } from './kit/shell/console-paths';
import { AuditIcon, DashboardIcon, GroupsIcon, PeopleSearchIcon, StaffIcon } from './kit/shell/icons';
import { deletions } from './resources/deletions/deletions';
import { feedback } from './resources/feedback/feedback';
import { messages } from './resources/messages/messages';
import { newProfiles } from './resources/new-profiles/new-profiles';
import { reports } from './resources/reports/reports';
import { verification } from './resources/verification/verification';
import { ContentIcon } from './screens/content/content-icon';

export type { ConsolePage };
export { screen };

/**
 * The console's screens. Adding a screen is one entry here: its route (a lazy chunk of its own)
 * and, when it belongs in the sidebar, its nav entry; a queue's entry is all in its declaration
 * (`queueRoute`). Entries are shown in this order, and only to staff whose role covers `role` (an
 * admin sees everything; a moderator not the admin-only screens, which also answer "admins only"
 * when opened by address).
 *
 * Each screen is a build entry of its own, and the bundler groups shared modules by which entries
 * use them: a screen that uses part of a group the public pages share (e.g. NavLink without the
 * site's drawer, the site's LtrTextInput without its mobile rules) splits that group and the home
 * page downloads one more file. Measure `npm run home-js-size -w @rishta/bench` before and after.
 */
export const CONSOLE_PAGES: readonly ConsolePage[] = [
  {
    path: 'dashboard',
    role: 'moderator',
    Page: screen(() => import('./screens/dashboard/dashboard-page'), 'DashboardPage'),
    nav: { label: 'console-dashboard:nav.dashboard', icon: DashboardIcon },
  },
  queueRoute(newProfiles, () => import('./resources/new-profiles/pending-profile-item')),
  {
    path: REVIEW_ROUTE,
    role: 'moderator',
    Page: screen(() => import('./screens/profile-review/profile-review-page'), 'ProfileReviewPage'),
  },
  queueRoute(verification, () => import('./resources/verification/verification-review')),
  queueRoute(reports, () => import('./resources/reports/report-group-card')),
  queueRoute(deletions, () => import('./resources/deletions/deletion-item')),
  queueRoute(feedback, () => import('./resources/feedback/feedback-item')),
  queueRoute(messages, () => import('./resources/messages/message-item')),
  {
    path: 'people',
    role: 'moderator',
    Page: screen(() => import('./screens/people/people-page'), 'PeoplePage'),
    nav: { label: 'console-people:nav.people', icon: PeopleSearchIcon },
  },
  {
    path: 'people/:accountId',
    role: 'moderator',
    Page: screen(() => import('./screens/people/person-page'), 'PersonPage'),
  },
  {
    path: 'groups',
    role: 'moderator',
    Page: screen(() => import('./screens/groups/groups-page'), 'GroupsPage'),
    nav: { label: 'console-groups:nav.groups', icon: GroupsIcon },
  },
  {
    path: 'groups/:id',
    role: 'moderator',
    Page: screen(() => import('./screens/groups/group-page'), 'GroupPage'),
  },
  {
    path: 'content',
    role: 'admin',
    Page: screen(() => import('./screens/content/content-page'), 'ContentPage'),
    nav: { label: 'console-content:nav.content', icon: ContentIcon },
  },
  // One kind of content: /admin/content/books and so on (the nav entry above stays lit).
  {
    path: 'content/:kind',
    role: 'admin',
    Page: screen(() => import('./screens/content/content-page'), 'ContentPage'),
  },
  {
    path: 'audit',
    role: 'moderator',
    Page: screen(() => import('./screens/audit/audit-page'), 'AuditPage'),
    nav: { label: 'console-audit:nav.audit', icon: AuditIcon },
  },
  {
    path: 'staff',
    role: 'admin',
    Page: screen(() => import('./screens/team/team-page'), 'TeamPage'),
    nav: { label: 'console-team:nav.staff', icon: StaffIcon },
  },
];
