import { and, asc, eq, gte, like, lt, sql, type SQL } from 'drizzle-orm';
import { AUDIT_PAGE, type AuditActions, type AuditPage, type AuditQuery } from '@rishta/domain';
import { auditLog, type Db } from '@rishta/db';
import { indiaDayEnd, indiaDayStart } from '../../../lib/india-days';
import { actorAccount, auditRows } from './audit-rows';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (ch) => `\\${ch}`);

function filters(query: AuditQuery): SQL[] {
  const where: SQL[] = [];
  // Staff names keep the letter case they were given; whoever filters should not have to.
  if (query.actor) where.push(eq(sql`lower(${actorAccount.username})`, query.actor.toLowerCase()));
  if (query.action) {
    // 'report.' means every report action; anything else is one action.
    where.push(
      query.action.endsWith('.')
        ? like(auditLog.action, `${escapeLike(query.action)}%`)
        : eq(auditLog.action, query.action),
    );
  }
  if (query.account_id) where.push(eq(auditLog.subjectAccountId, query.account_id));
  if (query.from) where.push(gte(auditLog.createdAt, indiaDayStart(query.from)));
  if (query.to) where.push(lt(auditLog.createdAt, indiaDayEnd(query.to)));
  if (query.before_id) where.push(lt(auditLog.id, query.before_id));
  return where;
}

/**
 * The audit log, newest first, 50 a page (issue 13). The cursor is the last id shown, so a page
 * stays the same however many rows are written meanwhile.
 */
export async function browseAudit(db: Db, query: AuditQuery): Promise<AuditPage> {
  // One more than a page tells whether an older page exists.
  const rows = await auditRows(db, and(...filters(query)), AUDIT_PAGE + 1);
  const page = rows.slice(0, AUDIT_PAGE);
  return {
    results: page,
    next_before_id: rows.length > AUDIT_PAGE ? page[page.length - 1]!.id : null,
  };
}

/** Every action the log holds, alphabetically, for the console's filter menu. */
export async function auditActions(db: Db): Promise<AuditActions> {
  const rows = await db
    .selectDistinct({ action: auditLog.action })
    .from(auditLog)
    .orderBy(asc(auditLog.action));
  return { actions: rows.map((r) => r.action) };
}
