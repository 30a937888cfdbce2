import { eq } from 'drizzle-orm';
import { profiles, type Db } from '@rishta/db';
import type { Viewer } from '../accounts/viewer';
import { forbidden, notFound } from '../../lib/http-error';

export type ProfileRow = typeof profiles.$inferSelect;

/**
 * Only the owner may change a profile, its photos or its documents (DESIGN.md §5.2); staff act
 * through /api/admin/* with their own tokens (issue 13). A stranger gets 403 whether or not the id
 * exists, so ids cannot be probed.
 */
export async function loadEditableProfile(db: Db, viewer: Viewer, profileId: number): Promise<ProfileRow> {
  if (viewer.profileId !== profileId) throw forbidden();
  const [row] = await db.select().from(profiles).where(eq(profiles.id, profileId)).limit(1);
  if (!row) throw notFound();
  return row;
}
