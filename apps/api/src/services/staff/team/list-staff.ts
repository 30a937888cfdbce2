import { asc, isNotNull } from 'drizzle-orm';
import type { StaffList } from '@rishta/domain';
import { accounts, type Db } from '@rishta/db';
import { toStaffMember } from './staff-member';

/** The moderation team, oldest account first, disabled members included. */
export async function listStaff(db: Db): Promise<StaffList> {
  const rows = await db
    .select()
    .from(accounts)
    .where(isNotNull(accounts.staffRole))
    .orderBy(asc(accounts.createdAt), asc(accounts.id));
  return { results: rows.map(toStaffMember) };
}
