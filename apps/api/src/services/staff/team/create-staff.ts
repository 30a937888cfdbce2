import { eq, sql } from 'drizzle-orm';
import { normaliseUsername, type StaffActionResponse, type StaffRole, STAFF_MESSAGES } from '@rishta/domain';
import { accounts, hashPassword, type Db } from '@rishta/db';
import { conflict } from '../../../lib/http-error';
import { isUniqueViolation } from '../../../lib/unique-violation';
import { recordAudit } from '../../audit-log/record-audit';
import { toStaffMember } from './staff-member';

const taken = () => conflict('staffUsernameTaken');

/**
 * An admin adds a moderator or admin (issue 13). The name is stored as sign-in compares it (an
 * e-mail in lower case), and may not match any account in any letter case: staff sign-in ignores
 * case, so 'Moderator' and 'moderator' would be one login for two accounts. The authenticator is
 * set up at the new member's first sign-in.
 */
export async function createStaff(
  db: Db,
  adminAccountId: number,
  input: { username: string; password: string; role: StaffRole },
  now: Date,
): Promise<StaffActionResponse> {
  const username = normaliseUsername(input.username);
  const sameName = eq(sql`lower(${accounts.username})`, username.toLowerCase());
  if ((await db.select({ id: accounts.id }).from(accounts).where(sameName).limit(1)).length > 0)
    throw taken();
  const passwordHash = await hashPassword(input.password);
  try {
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(accounts)
        .values({ username, passwordHash, staffRole: input.role, createdAt: now })
        .returning();
      await recordAudit(tx, {
        actor: adminAccountId,
        action: 'staff.create',
        subject: `account:${created!.id}`,
        subjectAccountId: created!.id,
        after: { username, role: input.role },
        at: now,
      });
      return created!;
    });
    return { ...toStaffMember(row), message: STAFF_MESSAGES.staffCreated };
  } catch (error) {
    // Two admins adding the same name at once, past the check above.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}
