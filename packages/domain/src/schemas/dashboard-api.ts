// The console's front page (issue 13): how much waits in each queue and since when, the last 30
// days at a glance, and how many people use the site.
import { z } from 'zod';

/** How many India days the daily chart covers, today included. */
export const DASHBOARD_DAYS = 30;

const queueSchema = z.object({
  count: z.number().int(),
  /** When the longest-waiting item arrived (ISO time), or null when the queue is empty. */
  oldest_since: z.string().nullable(),
});

export const dashboardDaySchema = z.object({
  /** The India (Asia/Kolkata) date, YYYY-MM-DD. */
  date: z.string(),
  sign_ups: z.number().int(),
  approvals: z.number().int(),
  reports: z.number().int(),
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

/** GET /admin/dashboard/. */
export const dashboardSchema = z.object({
  queues: z.object({
    new_profiles: queueSchema,
    verification: queueSchema,
    /** `count` is open reports; `profiles` how many profiles they are about. */
    reports: queueSchema.extend({ profiles: z.number().int() }),
    /** `overdue`: requests waiting longer than DELETION_OVERDUE_DAYS (decision 046). */
    deletion_requests: queueSchema.extend({ overdue: z.number().int() }),
    feedback: queueSchema,
  }),
  /** Oldest day first, every day present (zero days too), the last one today. */
  daily: z.array(dashboardDaySchema),
  active_users: z.object({ last_24_hours: z.number().int(), last_7_days: z.number().int() }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
