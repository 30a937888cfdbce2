import { and, asc, eq } from 'drizzle-orm';
import { ageFromBirth, MESSAGES, type Profile, type ProfileDetail } from '@rishta/domain';
import { accounts, deletionRequests, favourites, photos, profiles, reports, type Db } from '@rishta/db';
import type { MediaUrls } from '../../plugins/media';
import type { Viewer } from '../../plugins/auth';
import { notFound } from '../../lib/http-error';
import type { ProfileRow } from '../profiles/profile-access';
import { mustBlurPhotos } from '../profiles/profile-card';
import { toOwnProfile } from '../profiles/own-profile';
import { mayViewerSeeContact } from './contact-access';
import { recordVisit } from './record-visit';
import type { BioDataLinks } from '../bio-data/bio-data-link';

/** Signed photo URLs by slot (photo_1 is slot 0), as the owner's own profile has them. */
async function photoUrls(db: Db, urls: MediaUrls, viewer: Viewer, row: ProfileRow) {
  const rows = await db.select().from(photos).where(eq(photos.profileId, row.id)).orderBy(asc(photos.slot));
  const blur = mustBlurPhotos(viewer, row.gender);
  const bySlot = (slot: number) => {
    const photo = rows.find((p) => p.slot === slot);
    if (!photo) return null;
    return urls.url(blur ? photo.blurredKey : photo.fullKey);
  };
  const first = rows[0];
  return {
    thumbnail: first ? urls.url(blur ? first.blurredKey : first.thumbKey) : null,
    photo_1: bySlot(0),
    photo_2: bySlot(1),
    photo_3: bySlot(2),
  };
}

/**
 * Another person's profile: the fields of SPEC.md §3 without the owner-only ones (username,
 * view_count, verification_remarks, approval, expectation) and, unless `showContact`, without the
 * contact keys at all, so nothing in the answer hints at them.
 */
function toOthersProfile(
  row: ProfileRow,
  photoFields: Awaited<ReturnType<typeof photoUrls>>,
  showContact: boolean,
  now: Date,
): Profile {
  const profile: Profile = {
    id: row.id,
    slug: row.slug,
    profile_code: row.profileCode,
    full_name: row.fullName,
    gender: row.gender as Profile['gender'],
    martial_status: row.martialStatus,
    detail_for_this_status: row.detailForThisStatus,
    duration_after_khula_or_divorce: row.durationAfterKhulaOrDivorce,
    no_of_children: row.noOfChildren,
    year_of_birth: row.yearOfBirth,
    month_of_birth: row.monthOfBirth,
    date_of_birth: row.dateOfBirth,
    age: ageFromBirth(row.yearOfBirth, row.monthOfBirth, now),
    height: row.height,
    weight: row.weight,
    education: row.education,
    degree: row.degree,
    occupation: row.occupation,
    hobbies: row.hobbies,
    physical_status: row.physicalStatus as Profile['physical_status'],
    handicap_detail: row.handicapDetail,
    fathers_name: row.fathersName,
    mothers_name: row.mothersName,
    fathers_occupation: row.fathersOccupation,
    mothers_occupation: row.mothersOccupation,
    no_of_brothers: row.noOfBrothers,
    no_of_married_brothers: row.noOfMarriedBrothers,
    no_of_sisters: row.noOfSisters,
    no_of_married_sisters: row.noOfMarriedSisters,
    biradari: row.biradari,
    maslak: row.maslak,
    state: row.state,
    city: row.city,
    state_current: row.stateCurrent,
    city_current: row.cityCurrent,
    country: row.country,
    country_current: row.countryCurrent,
    same_location: row.sameLocation,
    contact_of: row.contactOf,
    private_contact: row.privateContact,
    expectations: row.expectations,
    extra_information: row.extraInformation,
    ...photoFields,
    verification_status: row.verificationStatus as Profile['verification_status'],
    last_active: row.lastActive.toISOString(),
    created_on: row.createdOn.toISOString(),
  };
  if (showContact) {
    profile.contact_number = row.contactNumber;
    profile.whatsapp_number = row.whatsappNumber;
    profile.whatsapp_country_code = row.whatsappCountryCode;
    profile.email = row.email;
  }
  return profile;
}

async function hasRow(query: PromiseLike<unknown[]>): Promise<boolean> {
  return (await query).length > 0;
}

/**
 * GET /profiles/detail-slug/{slug}/ for a logged-in viewer. Profiles that are not listed
 * (pending, inactive, blocked) answer 404 as if they did not exist, except to their owner and to
 * admins. Opening someone else's profile counts as a visit unless `skipUpdate`.
 */
export async function openProfileDetail(
  db: Db,
  urls: MediaUrls,
  viewer: Viewer,
  slug: string,
  { skipUpdate, now, bioDataLinks }: { skipUpdate: boolean; now: Date; bioDataLinks: BioDataLinks },
): Promise<ProfileDetail> {
  const [found] = await db
    .select({ profile: profiles, isBlocked: accounts.isBlocked })
    .from(profiles)
    .innerJoin(accounts, eq(accounts.id, profiles.accountId))
    .where(eq(profiles.slug, slug))
    .limit(1);
  if (!found) throw notFound(MESSAGES.noProfileFound);
  const row = found.profile;
  const isOwner = viewer.profileId === row.id;
  const listed = row.approvalStatus === 'approved' && row.isActive && !found.isBlocked;
  if (!listed && !isOwner && !viewer.isSuperuser) throw notFound(MESSAGES.noProfileFound);

  const base = isOwner
    ? await toOwnProfile(db, urls, row, now)
    : toOthersProfile(
        row,
        await photoUrls(db, urls, viewer, row),
        await mayViewerSeeContact(db, viewer, row, now),
        now,
      );

  const viewerId = viewer.profileId;
  const [isFavourite, reported] =
    viewerId === null || isOwner
      ? [false, false]
      : await Promise.all([
          hasRow(
            db
              .select({ id: favourites.id })
              .from(favourites)
              .where(and(eq(favourites.ownerId, viewerId), eq(favourites.profileId, row.id)))
              .limit(1),
          ),
          hasRow(
            db
              .select({ id: reports.id })
              .from(reports)
              .where(and(eq(reports.reporterId, viewerId), eq(reports.profileId, row.id)))
              .limit(1),
          ),
        ]);

  // Admins have no profile, so their look is not anybody's visit.
  if (!skipUpdate && !isOwner && viewerId !== null) await recordVisit(db, viewerId, row.id, now);

  const deletionRequested =
    isOwner &&
    (await hasRow(
      db
        .select({ id: deletionRequests.id })
        .from(deletionRequests)
        .where(eq(deletionRequests.profileId, row.id))
        .limit(1),
    ));

  return {
    ...base,
    is_owner: isOwner,
    is_favourite: isFavourite,
    reported,
    ...(isOwner ? { deletion_requested: deletionRequested } : {}),
    // Signed for this viewer, so the PDF shows exactly what this viewer may see.
    ...(viewerId !== null ? { bio_data_url: bioDataLinks.url(row.slug, viewerId, now) } : {}),
  };
}
