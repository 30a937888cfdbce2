import { eq } from 'drizzle-orm';
import { normaliseUsername } from '@rishta/domain';
import { accounts, type Db } from '@rishta/db';

export type AccountRow = typeof accounts.$inferSelect;

/** Usernames are compared the way they are stored: e-mails in lower case (see normaliseUsername). */
export async function findAccount(db: Db, username: string): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(eq(accounts.username, normaliseUsername(username)))
    .limit(1);
  return row;
}

export const isEmailUsername = (username: string) => username.includes('@');
