import { and, eq } from 'drizzle-orm';
import { accounts, profiles } from '@rishta/db';

/**
 * The one definition of "a profile people may see in listings": approved, active, and its account
 * not blocked. Every listing query starts from it.
 */
export const listedProfile = and(
  eq(profiles.approvalStatus, 'approved'),
  eq(profiles.isActive, true),
  eq(accounts.isBlocked, false),
);
