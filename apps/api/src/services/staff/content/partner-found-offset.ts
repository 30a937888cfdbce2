import { eq } from 'drizzle-orm';
import type { PartnerFoundOffsetResponse } from '@rishta/domain';
import { PARTNER_FOUND_OFFSET_KEY, settings, type Db } from '@rishta/db';
import { partnerFoundCount } from '../../content/counters';
import { recordAudit } from '../../audit-log/record-audit';

async function storedOffset(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, PARTNER_FOUND_OFFSET_KEY));
  return typeof row?.value === 'number' ? row.value : 0;
}

/** The offset and the number the public footer shows with it (carried-out deletions + offset). */
export async function partnerFoundOffset(db: Db): Promise<PartnerFoundOffsetResponse> {
  const [offset, count] = await Promise.all([storedOffset(db), partnerFoundCount(db)]);
  return { offset, count };
}

export async function setPartnerFoundOffset(
  db: Db,
  actor: number,
  offset: number,
  now: Date,
): Promise<PartnerFoundOffsetResponse> {
  await db.transaction(async (tx) => {
    const before = await storedOffset(tx);
    await tx
      .insert(settings)
      .values({ key: PARTNER_FOUND_OFFSET_KEY, value: offset })
      .onConflictDoUpdate({ target: settings.key, set: { value: offset } });
    await recordAudit(tx, {
      actor,
      action: 'content.partner_found_offset_set',
      subject: `setting:${PARTNER_FOUND_OFFSET_KEY}`,
      before: { offset: before },
      after: { offset },
      at: now,
    });
  });
  return partnerFoundOffset(db);
}
