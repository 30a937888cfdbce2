import { asc, eq } from 'drizzle-orm';
import { ageFromBirth, type Profile } from '@rishta/domain';
import { accounts, photos, type Db } from '@rishta/db';
import type { MediaUrls } from '../../plugins/media';
import type { ProfileRow } from './profile-access';

/**
 * The profile as its owner sees it: every own field, contact details included (the owner may
 * always see them, DESIGN.md §5.3), and the photos as signed URLs by slot (photo_1 is slot 0).
 */
export async function toOwnProfile(
  db: Db,
  urls: MediaUrls,
  row: ProfileRow,
  now = new Date(),
): Promise<Profile> {
  const [account] = await db
    .select({ username: accounts.username })
    .from(accounts)
    .where(eq(accounts.id, row.accountId));
  const photoRows = await db
    .select()
    .from(photos)
    .where(eq(photos.profileId, row.id))
    .orderBy(asc(photos.slot));
  const fullBySlot = (slot: number) => {
    const photo = photoRows.find((p) => p.slot === slot);
    return photo ? urls.url(photo.fullKey) : null;
  };
  const first = photoRows[0];
  return {
    id: row.id,
    slug: row.slug,
    profile_code: row.profileCode,
    username: account?.username,
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
    whatsapp_country_code: row.whatsappCountryCode,
    contact_number: row.contactNumber,
    whatsapp_number: row.whatsappNumber,
    email: row.email,
    private_contact: row.privateContact,
    expectations: row.expectations,
    extra_information: row.extraInformation,
    thumbnail: first ? urls.url(first.thumbKey) : null,
    photo_1: fullBySlot(0),
    photo_2: fullBySlot(1),
    photo_3: fullBySlot(2),
    verification_status: row.verificationStatus as Profile['verification_status'],
    verification_remarks: row.verificationRemarks,
    view_count: row.viewCount,
    last_active: row.lastActive.toISOString(),
    created_on: row.createdOn.toISOString(),
    approval_status: row.approvalStatus,
    is_active: row.isActive,
    // Stored as jsonb, served as JSON text (SPEC.md §3 wire format).
    expectation_proposal: row.expectationProposal == null ? null : JSON.stringify(row.expectationProposal),
  };
}
