import { MESSAGES } from '@rishta/domain';
import { hashPassword, verifyPassword, type Db } from '@rishta/db';
import { badRequest } from '../../lib/http-error';
import { findAdminNamed } from './find-account-any-spelling';
import { startSession } from '../accounts/sessions';

// As in the user login: unknown names are checked against a throwaway hash too, so timing does
// not tell which names exist.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('decoy-password-for-timing'));

/**
 * Admins have no profile, so /profiles/login/ (which answers a profile id and slug) sends them
 * here. Only superusers get a token; anyone else gets the same answer as a wrong password, so the
 * call does not tell which accounts are admins.
 */
export async function adminLogin(
  db: Db,
  input: { username: string; password: string },
  now: Date,
): Promise<{ token: string; message: string }> {
  const account = await findAdminNamed(db, input.username);
  const valid = await verifyPassword(account?.passwordHash ?? (await decoy()), input.password);
  if (!account || !valid || !account.isSuperuser || account.isBlocked) {
    throw badRequest('invalidCredentials');
  }
  return { token: await startSession(db, account.id, now), message: MESSAGES.loginSuccessful };
}
