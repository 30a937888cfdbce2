import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, gt } from 'drizzle-orm';
import { accounts, profiles, sessions } from '@rishta/db';
import { AppError } from '../lib/http-error';
import { hashToken, type Viewer } from '../services/accounts/viewer';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in account, or null for a visitor without a token. */
    viewer: Viewer | null;
  }
}

/** `Authorization: Token <token>`; an empty header (as the search page sends) means a visitor. */
function tokenFrom(request: FastifyRequest): string | null {
  const header = request.headers.authorization?.trim();
  if (!header) return null;
  const match = /^Token\s+(\S+)$/i.exec(header);
  return match?.[1] ?? '';
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('viewer', null);
  app.addHook('onRequest', async (request) => {
    const token = tokenFrom(request);
    if (token === null) return;
    const [row] = await app.db
      .select({
        accountId: accounts.id,
        username: accounts.username,
        isSuperuser: accounts.isSuperuser,
        isBlocked: accounts.isBlocked,
        profileId: profiles.id,
        gender: profiles.gender,
        listed: profiles.listed,
      })
      .from(sessions)
      .innerJoin(accounts, eq(accounts.id, sessions.accountId))
      .leftJoin(profiles, eq(profiles.accountId, accounts.id))
      .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, app.clock())))
      .limit(1);
    if (!row || row.isBlocked) throw AppError.detail(401, 'invalidToken');
    request.viewer = {
      accountId: row.accountId,
      username: row.username,
      isSuperuser: row.isSuperuser,
      profileId: row.profileId,
      gender: row.gender,
      listed: row.listed ?? false,
    };
  });
});

/** For handlers that need a logged-in user. */
export function requireViewer(request: FastifyRequest): Viewer {
  if (!request.viewer) throw AppError.detail(401, 'notAuthenticated');
  return request.viewer;
}
