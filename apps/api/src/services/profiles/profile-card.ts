import { and, asc, inArray } from 'drizzle-orm';
import { ageFromBirth, photoBlurFor, type ProfileCard } from '@rishta/domain';
import { photos, profiles, type Db } from '@rishta/db';
import type { MediaUrls } from '../../lib/media-urls';
import type { Viewer } from '../accounts/viewer';

/**
 * The columns a card is made of. Lists select only these (issue 15): a whole profile row is three
 * times as many columns, with the long texts, and turning them into objects was most of the API's
 * work per list request.
 */
export const cardColumns = {
  id: profiles.id,
  slug: profiles.slug,
  profileCode: profiles.profileCode,
  fullName: profiles.fullName,
  gender: profiles.gender,
  yearOfBirth: profiles.yearOfBirth,
  monthOfBirth: profiles.monthOfBirth,
  height: profiles.height,
  education: profiles.education,
  occupation: profiles.occupation,
  martialStatus: profiles.martialStatus,
  maslak: profiles.maslak,
  biradari: profiles.biradari,
  cityCurrent: profiles.cityCurrent,
  stateCurrent: profiles.stateCurrent,
  countryCurrent: profiles.countryCurrent,
  verificationStatus: profiles.verificationStatus,
  createdOn: profiles.createdOn,
};

export type CardRow = Pick<typeof profiles.$inferSelect, keyof typeof cardColumns>;

/** The server sends only the blurred copies when the domain's rule says `always` (visitors). */
export function mustBlurPhotos(viewer: Viewer | null, profile: { id: number; gender: string }): boolean {
  const isOwner = viewer?.profileId === profile.id;
  return photoBlurFor({ gender: profile.gender, isOwner, loggedIn: viewer !== null }) === 'always';
}

/** The first photo of each profile, as stored keys. */
async function firstPhotos(db: Db, profileIds: number[]) {
  if (profileIds.length === 0) return new Map<number, typeof photos.$inferSelect>();
  const rows = await db
    .select()
    .from(photos)
    .where(and(inArray(photos.profileId, profileIds)))
    .orderBy(asc(photos.profileId), asc(photos.slot));
  const first = new Map<number, typeof photos.$inferSelect>();
  for (const row of rows) if (!first.has(row.profileId)) first.set(row.profileId, row);
  return first;
}

/** Cards carry no contact details at all; those only come with the detail page's own rules. */
export async function toProfileCards(
  db: Db,
  urls: MediaUrls,
  viewer: Viewer | null,
  rows: readonly CardRow[],
  now: Date,
): Promise<ProfileCard[]> {
  const photoByProfile = await firstPhotos(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((p) => {
    const photo = photoByProfile.get(p.id);
    const blur = mustBlurPhotos(viewer, p);
    return {
      id: p.id,
      slug: p.slug,
      profile_code: p.profileCode,
      full_name: p.fullName,
      gender: p.gender,
      age: ageFromBirth(p.yearOfBirth, p.monthOfBirth, now),
      height: p.height,
      education: p.education,
      occupation: p.occupation,
      martial_status: p.martialStatus,
      maslak: p.maslak,
      biradari: p.biradari,
      city_current: p.cityCurrent,
      state_current: p.stateCurrent,
      country_current: p.countryCurrent,
      verification_status: p.verificationStatus,
      thumbnail: photo ? urls.url(blur ? photo.blurredKey : photo.thumbKey) : null,
      photo_blurred: Boolean(photo && blur),
      created_on: p.createdOn.toISOString(),
    };
  });
}
