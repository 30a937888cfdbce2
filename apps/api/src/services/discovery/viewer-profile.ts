import type { Viewer } from '../accounts/viewer';
import { forbidden } from '../../lib/http-error';

/** Favourites and visitors belong to a profile; accounts without one (admins) have none. */
export function viewerProfileId(viewer: Viewer): number {
  if (viewer.profileId === null) throw forbidden();
  return viewer.profileId;
}
