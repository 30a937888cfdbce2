import { eq } from 'drizzle-orm';
import { profiles, type Db } from '@rishta/db';
import { notFound } from '../../../lib/http-error';
import { auditedChange, type StaffAct } from './audited-change';

type ProfileRow = typeof profiles.$inferSelect;

export interface ProfileChange {
  /** The audit row's action, e.g. 'approve'. */
  action: string;
  /** The audit row's reason, when the change has one. */
  reason?: string | null;
  /** The columns to set. */
  set: Partial<typeof profiles.$inferInsert>;
  /** The columns the audit row shows before → after, there named as in the database (approval_status). */
  audited: readonly (keyof ProfileRow)[];
  /**
   * Throws to refuse the change, given the row as locked: undefined when the profile went away
   * meanwhile (without a check, that is a 404).
   */
  check?: (locked: ProfileRow | undefined) => void;
}

/**
 * A staff decision on one profile (approve, reject, verify) and its audit row, in one transaction.
 * The row is read under lock first, so the audit's "before" is what this change replaced and two
 * moderators deciding at once cannot both win. Returns the row as it is after (with the database's
 * own `listed` flag).
 */
export async function changeProfile(
  db: Db,
  by: StaffAct,
  profileId: number,
  change: ProfileChange,
): Promise<ProfileRow> {
  const shown = (row: ProfileRow) =>
    Object.fromEntries(change.audited.map((key) => [profiles[key].name, row[key]]));
  const { after } = await auditedChange(
    db,
    by,
    async (tx) => {
      const [before] = await tx.select().from(profiles).where(eq(profiles.id, profileId)).for('update');
      change.check?.(before);
      if (!before) throw notFound();
      const [after] = await tx.update(profiles).set(change.set).where(eq(profiles.id, profileId)).returning();
      return { before, after: after! };
    },
    ({ before, after }) => ({
      action: change.action,
      subject: `profile:${profileId}`,
      subjectAccountId: before.accountId,
      reason: change.reason,
      before: shown(before),
      after: shown(after),
    }),
  );
  return after;
}
