// Browsing the audit log (issue 13): every staff action left a row (who, what, which record,
// before → after, when); the console lists them newest first and filters them.
import { z } from 'zod';
import { MESSAGES } from '../messages';

/** How many audit rows one page (and a person's trail) shows. */
export const AUDIT_PAGE = 50;

/** One audit row as the console shows it. `actor` is the staff member's username, null for the system. */
export const auditRowSchema = z.object({
  id: z.number().int(),
  created_on: z.string(),
  actor: z.string().nullable(),
  action: z.string(),
  /** Which record, as `profile:12`, `account:7`, `report:3`: never a name or a number. */
  subject: z.string(),
  subject_account_id: z.number().int().nullable(),
  reason: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;

const indiaDate = () => z.iso.date({ error: MESSAGES.invalidValue }).optional();

/**
 * GET /admin/audit/: `action` is exact, or a prefix when it ends with a dot ('report.' lists
 * every report action); `from`/`to` are India dates, both days included; `before_id` is the
 * previous page's `next_before_id`.
 */
export const auditQuerySchema = z.object({
  actor: z.string().trim().min(1).max(254).optional(),
  action: z.string().trim().min(1).max(100).optional(),
  account_id: z.coerce.number().int().positive().optional(),
  from: indiaDate(),
  to: indiaDate(),
  before_id: z.coerce.number().int().positive().optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditPageSchema = z.object({
  results: z.array(auditRowSchema),
  /** The cursor of the next (older) page, or null on the last one. */
  next_before_id: z.number().int().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/** GET /admin/audit/actions/: every action the log holds, for the filter menu. */
export const auditActionsSchema = z.object({ actions: z.array(z.string()) });
export type AuditActions = z.infer<typeof auditActionsSchema>;
