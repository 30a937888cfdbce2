import { asc, eq } from 'drizzle-orm';
import { ageFromBirth, PROFILE_FORM_FIELDS, type Profile } from '@rishta/domain';
import { photos, profileFieldsOf, type Db } from '@rishta/db';
import type { MediaUrls } from '../../lib/media-urls';
import type { ProfileRow } from './profile-access';

/** Contact details: only where DESIGN.md §5.3's rule (`canSeeContact`) or ownership allows. */
const CONTACT_FIELDS: readonly string[] = [
  'contact_number',
  'whatsapp_number',
  'whatsapp_country_code',
  'email',
];

/** The form's fields anyone allowed to open a profile may read. */
const PUBLIC_FORM_FIELDS = PROFILE_FORM_FIELDS.filter((field) => !CONTACT_FIELDS.includes(field));

/**
 * The fields of SPEC.md §3 that anyone allowed to open a profile may read. Contact details, photos
 * and owner-only fields are added by the caller under their own rules.
 */
export function publicProfileFields(row: ProfileRow, now: Date): Profile {
  return {
    ...profileFieldsOf(row, PUBLIC_FORM_FIELDS),
    id: row.id,
    slug: row.slug,
    profile_code: row.profileCode,
    full_name: row.fullName,
    gender: row.gender,
    age: ageFromBirth(row.yearOfBirth, row.monthOfBirth, now),
    verification_status: row.verificationStatus,
    last_active: row.lastActive.toISOString(),
    created_on: row.createdOn.toISOString(),
  } as Profile;
}

export function contactFields(row: ProfileRow) {
  return profileFieldsOf(row, CONTACT_FIELDS) as {
    contact_number: string;
    whatsapp_number: string;
    whatsapp_country_code: string;
    email: string | null;
  };
}

/** What the photo fields need of a photo row. */
export type PhotoKeys = Pick<typeof photos.$inferSelect, 'slot' | 'fullKey' | 'thumbKey' | 'blurredKey'>;

/** Signed photo URLs by slot (photo_1 is slot 0); blurred variants when the viewer must not see more. */
export async function photoFields(db: Db, urls: MediaUrls, row: ProfileRow, { blur }: { blur: boolean }) {
  const rows = await db.select().from(photos).where(eq(photos.profileId, row.id)).orderBy(asc(photos.slot));
  return photoFieldsOf(urls, rows, { blur });
}

/** photoFields for photo rows already read, in slot order. */
export function photoFieldsOf(urls: MediaUrls, rows: readonly PhotoKeys[], { blur }: { blur: boolean }) {
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
