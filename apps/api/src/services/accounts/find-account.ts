import { eq } from 'drizzle-orm';
import { normaliseUsername } from '@rishta/domain';
import { accounts, type Db } from '@rishta/db';
import { fieldError } from '../../lib/http-error';

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

/** Sign-up's answer when the username is taken (asked at the OTP request and again at creation). */
export const accountExists = (username: string) =>
  fieldError('username', isEmailUsername(username) ? 'emailAccountExists' : 'mobileAccountExists');
