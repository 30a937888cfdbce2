import { auditLog, type Db } from '@rishta/db';

export interface AuditEntry {
  /** The account that acted: a staff member, or a group admin in their group (null for the system). */
  actor: number | null;
  /** What was done, as `area.verb` or a short verb: 'approve', 'report.warn', 'content.book_added'. */
  action: string;
  /** Which record: `profile:12`, `account:7`, `report:3`, `book:5`. Never a name or a number. */
  subject: string;
  /** The account the record belongs to, so the console can list a person's trail. */
  subjectAccountId?: number | null;
  reason?: string | null;
  /** The changed fields as they were and as they are now (issue 13: before → after). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  at?: Date;
}

/**
 * Writes one audit row (issue 13: every staff action writes one; issue 32: so does a group
 * admin's removal, which is why this lives outside services/staff). Call it inside the action's
 * transaction so the row and the change land together or not at all.
 */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorAccountId: entry.actor,
    action: entry.action,
    subject: entry.subject,
    subjectAccountId: entry.subjectAccountId ?? null,
    reason: entry.reason ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ...(entry.at && { createdAt: entry.at }),
  });
}
