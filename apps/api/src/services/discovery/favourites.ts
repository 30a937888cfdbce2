import { and, asc, eq, inArray } from 'drizzle-orm';
import { LOOKUP_LIMIT, normaliseProfileCode, toCommaList, type FavouritesResponse } from '@rishta/domain';
import { favourites, profiles, type Db } from '@rishta/db';
import { badRequest, notFound } from '../../lib/http-error';
import { listedProfile } from '../profiles/listed';

/**
 * The owner's favourites as the spec's comma list of codes, oldest first. Profiles that are no
 * longer listed drop out, as they would from any list.
 */
export async function favouriteCodes(db: Db, ownerId: number): Promise<FavouritesResponse> {
  const rows = await db
    .select({ code: profiles.profileCode })
    .from(favourites)
    .innerJoin(profiles, eq(profiles.id, favourites.profileId))
    .where(and(eq(favourites.ownerId, ownerId), listedProfile))
    .orderBy(asc(favourites.createdAt), asc(favourites.id))
    .limit(LOOKUP_LIMIT);
  return { favourite_profile_ids: toCommaList(rows.map((r) => r.code)) };
}

/** Adding twice changes nothing. Only listed profiles of others can be favourited. */
export async function addFavourite(
  db: Db,
  ownerId: number,
  profileCode: string,
): Promise<FavouritesResponse> {
  const code = normaliseProfileCode(profileCode);
  const [target] = code
    ? await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(and(eq(profiles.profileCode, code), listedProfile))
        .limit(1)
    : [];
  if (!target) throw notFound('noProfileFound');
  if (target.id === ownerId) throw badRequest('cannotFavouriteOwnProfile');
  await db.insert(favourites).values({ ownerId, profileId: target.id }).onConflictDoNothing();
  return favouriteCodes(db, ownerId);
}

/** Removing a profile that is not a favourite (or does not exist) is not an error: the result is the same. */
export async function removeFavourite(
  db: Db,
  ownerId: number,
  profileCode: string,
): Promise<FavouritesResponse> {
  const code = normaliseProfileCode(profileCode);
  if (code) {
    const target = db.select({ id: profiles.id }).from(profiles).where(eq(profiles.profileCode, code));
    await db
      .delete(favourites)
      .where(and(eq(favourites.ownerId, ownerId), inArray(favourites.profileId, target)));
  }
  return favouriteCodes(db, ownerId);
}
