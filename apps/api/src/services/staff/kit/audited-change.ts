import type { Db } from '@rishta/db';
import { recordAudit, type AuditEntry } from '../../audit-log/record-audit';

/** Who made a staff change and when, for its audit row: the staff member's account and the app clock. */
export interface StaffAct {
  actor: number;
  at: Date;
}

/** What a change's audit row says besides who and when: the action, the record, before → after. */
export type AuditedFields = Omit<AuditEntry, 'actor' | 'at'>;

/**
 * Runs a staff change and writes its audit row in one transaction (issue 13: every staff action
 * writes one, and the row and the change land together or not at all). `change` makes the change
 * with the transaction it is given; `audit` says what the row records of what it returned, which
 * is also what this returns.
 */
export async function auditedChange<T>(
  db: Db,
  by: StaffAct,
  change: (tx: Db) => Promise<T>,
  audit: (done: T) => AuditedFields,
): Promise<T> {
  return db.transaction(async (tx) => {
    const done = await change(tx);
    await recordAudit(tx, { ...audit(done), actor: by.actor, at: by.at });
    return done;
  });
}
