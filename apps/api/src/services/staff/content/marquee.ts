import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminMarquee, AdminMarqueeList, marqueeUpdateSchema } from '@rishta/domain';
import { headerMessages, type Db } from '@rishta/db';
import { notFound } from '../../../lib/http-error';
import { recordAudit } from '../../audit-log/record-audit';
import { changedFields } from './changed-fields';

/** The line's text, whether it runs, and its texts in other languages (issue 30). */
export type MarqueeInput = z.output<typeof marqueeUpdateSchema>;

type MarqueeRow = typeof headerMessages.$inferSelect;

const subject = (id: number) => `marquee:${id}`;
const fieldsOf = (row: MarqueeRow) => ({
  message: row.message,
  is_active: row.isActive,
  translations: row.translations,
});
const columnsOf = (input: MarqueeInput) => ({
  message: input.message,
  isActive: input.is_active,
  // Absent, the saved translations stay: Show / Hide sends the line's text and whether it runs
  // only (drizzle leaves an undefined column as it is; an insert takes the default, none).
  translations: input.translations,
});
const toMarquee = (row: MarqueeRow): AdminMarquee => ({ id: row.id, ...fieldsOf(row) });

/** Every line, switched off ones too, in the order the header runs them. */
export async function adminMarquee(db: Db): Promise<AdminMarqueeList> {
  const rows = await db.select().from(headerMessages).orderBy(asc(headerMessages.id));
  return { count: rows.length, results: rows.map(toMarquee) };
}

export async function addMarquee(db: Db, actor: number, input: MarqueeInput, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(headerMessages).values(columnsOf(input)).returning();
    await recordAudit(tx, {
      actor,
      action: 'content.marquee_added',
      subject: subject(row!.id),
      after: fieldsOf(row!),
      at: now,
    });
    return toMarquee(row!);
  });
}

export async function updateMarquee(db: Db, actor: number, id: number, input: MarqueeInput, now: Date) {
  return db.transaction(async (tx) => {
    const [old] = await tx.select().from(headerMessages).where(eq(headerMessages.id, id)).for('update');
    if (!old) throw notFound();
    const [row] = await tx
      .update(headerMessages)
      .set(columnsOf(input))
      .where(eq(headerMessages.id, id))
      .returning();
    await recordAudit(tx, {
      actor,
      action: 'content.marquee_updated',
      subject: subject(id),
      ...changedFields(fieldsOf(old), fieldsOf(row!)),
      at: now,
    });
    return toMarquee(row!);
  });
}

export async function deleteMarquee(db: Db, actor: number, id: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [old] = await tx.delete(headerMessages).where(eq(headerMessages.id, id)).returning();
    if (!old) throw notFound();
    await recordAudit(tx, {
      actor,
      action: 'content.marquee_deleted',
      subject: subject(id),
      before: fieldsOf(old),
      at: now,
    });
  });
}
