import { asc, eq } from 'drizzle-orm';
import { ageFromBirth, type Profile } from '@rishta/domain';
import { photos, type Db } from '@rishta/db';
import type { MediaUrls } from '../../lib/media-urls';
import type { ProfileRow } from './profile-access';

/**
 * The fields of SPEC.md §3 that anyone allowed to open a profile may read. Contact details, photos
 * and owner-only fields are added by the caller under their own rules.
 */
export function publicProfileFields(row: ProfileRow, now: Date) {
  return {
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
    verification_status: row.verificationStatus as Profile['verification_status'],
    last_active: row.lastActive.toISOString(),
    created_on: row.createdOn.toISOString(),
  } satisfies Profile;
}

/** Only ever added where DESIGN.md §5.3's rule (`canSeeContact`) or ownership allows it. */
export function contactFields(row: ProfileRow) {
  return {
    contact_number: row.contactNumber,
    whatsapp_number: row.whatsappNumber,
    whatsapp_country_code: row.whatsappCountryCode,
    email: row.email,
  };
}

/** Signed photo URLs by slot (photo_1 is slot 0); blurred variants when the viewer must not see more. */
export async function photoFields(db: Db, urls: MediaUrls, row: ProfileRow, { blur }: { blur: boolean }) {
  const rows = await db.select().from(photos).where(eq(photos.profileId, row.id)).orderBy(asc(photos.slot));
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
