import {
  REPORT_ACTIONS,
  type HandleReportsRequest,
  type ReportGroup,
  type ReportQueueResponse,
  type ReportQueueStatus,
} from '@rishta/domain';
import { defineQueue } from '../../kit/queue/define-queue';
import { FlagIcon } from '../../kit/shell/icons';

export type { ReportGroup, ReportQueueResponse, ReportQueueStatus };
export type ReportedProfile = ReportGroup['profile'];

/**
 * /admin/reports: what users reported, grouped by the reported profile (GET /admin/reports/?status=…).
 * Open ones by their oldest report first, so none waits for ever; handled ones by the latest
 * decision first. The counts are about open reports; one decision closes every open report of
 * the profile. A block or a removed photo shows on other screens too (people, audit, dashboard).
 * The photo and evidence links are signed for a few minutes: the list's refresh renews them.
 */
export const reports = defineQueue<ReportGroup, ReportQueueResponse, ReportQueueStatus>({
  name: 'reports',
  icon: FlagIcon,
  list: '/reports/',
  statuses: ['open', 'handled'],
  waiting: 'open_count',
  total: 'group_count',
  summary: [
    { key: 'open', value: (queue) => queue.open_count },
    { key: 'profiles', value: (queue) => queue.group_count },
  ],
  id: (group) => group.profile.id,
  without: (queue, group) => ({
    ...queue,
    open_count: Math.max(0, queue.open_count - group.reports.length),
    group_count: Math.max(0, queue.group_count - 1),
    results: queue.results.filter((g) => g.profile.id !== group.profile.id),
  }),
  // POST …/profiles/:profile_id/handle/ {action, note, and the action's own field}: every action
  // the server takes (the domain's list, so a new one cannot be left without its call).
  decisions: Object.fromEntries(
    REPORT_ACTIONS.map((action) => [
      action,
      (group: ReportGroup, body: HandleReportsRequest) => ({
        path: `/reports/profiles/${group.profile.id}/handle/`,
        json: body,
      }),
    ]),
  ),
  gone: 'noOpenReports',
  touchesOthers: true,
  width: 960,
});
