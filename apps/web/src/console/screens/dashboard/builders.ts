// For this folder's tests: the dashboard's API answer, from the domain's types.
import { DASHBOARD_DAYS, type Dashboard, type DashboardDay } from '@rishta/domain';

const DAY = 86_400_000;
export const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

/** 30 days ending on 2026-11-30, each from `counts(index)` (quiet days by default). */
export function dashboardDays(counts: (i: number) => Partial<DashboardDay> = () => ({})): DashboardDay[] {
  const last = Date.parse('2026-11-30T00:00:00Z');
  return Array.from({ length: DASHBOARD_DAYS }, (_, i) => ({
    date: new Date(last - (DASHBOARD_DAYS - 1 - i) * DAY).toISOString().slice(0, 10),
    sign_ups: 0,
    approvals: 0,
    reports: 0,
    ...counts(i),
  }));
}

const emptyQueue = { count: 0, oldest_since: null };

/** GET /admin/dashboard/ with every queue empty, quiet days and nobody active, but for `patch`. */
export const dashboardAnswer = (patch: Partial<Dashboard> = {}): Dashboard => ({
  queues: {
    new_profiles: emptyQueue,
    verification: emptyQueue,
    reports: { ...emptyQueue, profiles: 0 },
    deletion_requests: { ...emptyQueue, overdue: 0 },
    feedback: emptyQueue,
  },
  daily: dashboardDays(),
  active_users: { last_24_hours: 0, last_7_days: 0 },
  ...patch,
});
