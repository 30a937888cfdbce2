import { and, lte, ne } from 'drizzle-orm';
import { sessions } from '@rishta/db';
import type { JobDefinition } from '../jobs/job-definition';

/**
 * Decision 046. Each hour, the sessions of users (30 days) and staff (12 hours) whose time is
 * over: an expired token is refused everywhere (the auth hook, the chat socket, "Download my data"
 * read only `expires_at > now`), so its row is no use, only a record of when the person signed in.
 * There is no revoked state to wait for: logout, a password reset, a block and an erasure delete
 * the rows at once. Staff sign-in challenges go with the OTPs (purge-expired-otps.ts).
 * Kept: every session still in force.
 */
export const purgeSessions: JobDefinition = {
  name: 'purge-sessions',
  everyMinutes: 60,
  description:
    'Deletes user and staff sessions that have expired (logout, password resets and blocks delete ' +
    'theirs at once).',
  async run({ db, now }) {
    const gone = await db
      .delete(sessions)
      .where(and(ne(sessions.kind, 'staff_challenge'), lte(sessions.expiresAt, now)))
      .returning({ id: sessions.id });
    return { sessions: gone.length };
  },
};
