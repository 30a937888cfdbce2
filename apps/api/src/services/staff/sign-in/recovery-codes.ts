import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { STAFF_RECOVERY_CODE_COUNT } from '@rishta/domain';
import { staffRecoveryCodes, type Db } from '@rishta/db';
import { hashToken } from '../../accounts/viewer';

// No 0/O or 1/I/L, so a code read off paper is typed right.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

function oneCode(): string {
  const bytes = randomBytes(8);
  const chars = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/** Spaces, dashes and letter case do not matter when a code is typed back. */
const canonical = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

/**
 * Replaces the account's recovery codes with new ones and returns them: they are shown once, and
 * only their hashes are kept (like session tokens).
 */
export async function replaceRecoveryCodes(db: Db, accountId: number): Promise<string[]> {
  const codes = Array.from({ length: STAFF_RECOVERY_CODE_COUNT }, oneCode);
  await db.transaction(async (tx) => {
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.accountId, accountId));
    await tx
      .insert(staffRecoveryCodes)
      .values(codes.map((code) => ({ accountId, codeHash: hashToken(canonical(code)) })));
  });
  return codes;
}

/** Uses up one unused recovery code of the account; false when it is not one. */
export async function spendRecoveryCode(db: Db, accountId: number, code: string, now: Date) {
  const used = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffRecoveryCodes.accountId, accountId),
        eq(staffRecoveryCodes.codeHash, hashToken(canonical(code))),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return used.length > 0;
}
