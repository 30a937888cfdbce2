import type { Viewer } from '../accounts/viewer';
import { forbidden } from '../../lib/http-error';

/**
 * The caller's own profile id (every chat id is a profile id). routes/chat refuses callers
 * without a profile before any handler runs; this keeps the type honest.
 */
export function callerProfileId(viewer: Viewer): number {
  if (viewer.profileId === null) throw forbidden();
  return viewer.profileId;
}

/**
 * The spec's chat calls carry the caller's own id (`sender_id`, `user_id`, `userId`). It must be
 * the token's profile (DESIGN.md §5.2): anyone else's is refused rather than trusted, so nobody
 * reads or writes as someone else by changing a number.
 */
export function requireOwnId(viewer: Viewer, claimed: number): number {
  const own = callerProfileId(viewer);
  if (claimed !== own) throw forbidden('chatNotYourId');
  return own;
}
