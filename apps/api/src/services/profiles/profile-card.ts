import { and, asc, inArray } from 'drizzle-orm';
import { ageFromBirth, photoBlurFor, type ProfileCard } from '@rishta/domain';
import { photos, profiles, type Db } from '@rishta/db';
import type { MediaUrls } from '../../lib/media-urls';
import type { Viewer } from '../accounts/viewer';

/** The profile columns a card is made of. */
export type CardRow = Pick<
  typeof profiles.$inferSelect,
  | 'id'
  | 'slug'
  | 'profileCode'
  | 'fullName'
  | 'gender'
  | 'yearOfBirth'
  | 'monthOfBirth'
  | 'height'
  | 'education'
  | 'occupation'
  | 'martialStatus'
  | 'maslak'
  | 'biradari'
  | 'cityCurrent'
  | 'stateCurrent'
  | 'countryCurrent'
  | 'verificationStatus'
  | 'createdOn'
>;

/** A card's row as the list statement gives it: the date already in ISO form, with its photo. */
export type CardSource = Omit<CardRow, 'createdOn'> & {
  createdOn: string;
  photo: { thumbKey: string; blurredKey: string } | null;
};

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

/** Cards for rows read elsewhere (proposals, friends, visitors, new profiles), with their first photos. */
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
  return rows.map((p) =>
    toCard(
      urls,
      viewer,
      { ...p, createdOn: p.createdOn.toISOString(), photo: photoByProfile.get(p.id) ?? null },
      now,
    ),
  );
}

/** One card. Cards carry no contact details at all; those only come with the detail page's rules. */
export function toCard(urls: MediaUrls, viewer: Viewer | null, p: CardSource, now: Date): ProfileCard {
  const { photo } = p;
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
    created_on: p.createdOn,
  };
}
