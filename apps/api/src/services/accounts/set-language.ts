import { eq } from 'drizzle-orm';
import type { LanguageCode } from '@rishta/domain';
import { accounts, type Db } from '@rishta/db';
import { notFound } from '../../lib/http-error';

/**
 * Stores the interface language the user picked (issue 30) on their own account: the account of
 * the session, never one named in the request. Login hands it to another device, and the
 * account's notifications are written in it.
 */
export async function setAccountLanguage(
  db: Db,
  accountId: number,
  language: LanguageCode,
): Promise<{ language: LanguageCode }> {
  const [row] = await db
    .update(accounts)
    .set({ language })
    .where(eq(accounts.id, accountId))
    .returning({ id: accounts.id });
  if (!row) throw notFound();
  return { language };
}
