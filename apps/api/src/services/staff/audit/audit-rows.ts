import { desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditRow } from '@rishta/domain';
import { accounts, auditLog, type Db } from '@rishta/db';

/** The staff member who acted; a separate alias so a query can also join the subject's account. */
export const actorAccount = alias(accounts, 'actor_account');

const asRecord = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

/**
 * Audit rows matching `where`, newest first, with the actor's username (null for the system, and
 * for an actor whose account is gone). The id orders them: rows are only ever appended.
 */
export async function auditRows(db: Db, where: SQL | undefined, limit: number): Promise<AuditRow[]> {
  const rows = await db
    .select({ row: auditLog, actor: actorAccount.username })
    .from(auditLog)
    .leftJoin(actorAccount, eq(actorAccount.id, auditLog.actorAccountId))
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(limit);
  return rows.map(({ row, actor }) => ({
    id: row.id,
    created_on: row.createdAt.toISOString(),
    actor,
    action: row.action,
    subject: row.subject,
    subject_account_id: row.subjectAccountId,
    reason: row.reason,
    before: asRecord(row.before),
    after: asRecord(row.after),
  }));
}
