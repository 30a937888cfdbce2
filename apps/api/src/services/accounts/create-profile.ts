import { normaliseUsername, type ProfileCreateValues } from '@rishta/domain';
import {
  accounts,
  createProfileCodeAllocator,
  hashPassword,
  profiles,
  profileSlug,
  reserveIds,
  type Db,
} from '@rishta/db';
import { fieldError } from '../../lib/http-error';
import { rejectBlockedWords } from './blocked-words';
import { checkChoices } from './check-choices';
import { tryOtp, consumeOtp } from './check-otp';
import { accountExists, findAccount } from './find-account';

export interface CreatedProfile {
  id: number;
  slug: string;
  profile_code: string;
}

const otpIncorrect = () => fieldError('otp', 'otpIncorrect');

/** Postgres' unique_violation, whichever driver (pg, PGlite) and wrapper raised it. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Sign-up: the account and its profile are created together or not at all, and the OTP is used in
 * the same transaction, so a failed sign-up can be retried with the same code. The new profile
 * waits for approval (unless the site auto-approves) and is inactive until first saved in edit
 * mode (SPEC.md §4). Protected fields never come from the request: the schema drops them.
 */
export async function createProfile(
  db: Db,
  values: ProfileCreateValues,
  options: { autoApprove: boolean; now: Date },
): Promise<CreatedProfile> {
  const username = normaliseUsername(values.username);
  await rejectBlockedWords(db, values);
  await checkChoices(db, values);
  if (await findAccount(db, username)) throw accountExists(username);

  const passwordHash = await hashPassword(values.password);
  // The id comes from the profiles sequence first, so code and slug can be built from it
  // (the same rule as the seed: RM + (100000 + id)).
  const [id] = await reserveIds(db, 'profiles', 1);
  const profileCode = (await createProfileCodeAllocator(db)).next(id!);
  const slug = profileSlug(values.full_name, profileCode);

  const otp = await tryOtp(db, username, 'signup', values.otp, options.now);
  if (otp === 'void') throw fieldError('otp', 'otpVoid');
  if (otp === 'wrong') throw otpIncorrect();

  try {
    await db.transaction(async (tx) => {
      if (!(await consumeOtp(tx, otp.id, options.now))) throw otpIncorrect();
      const [account] = await tx
        .insert(accounts)
        .values({ username, passwordHash })
        .returning({ id: accounts.id });
      await tx.insert(profiles).values({
        id: id!,
        accountId: account!.id,
        slug,
        profileCode,
        fullName: values.full_name,
        fathersName: values.fathers_name,
        mothersName: values.mothers_name,
        gender: values.gender,
        martialStatus: values.martial_status,
        detailForThisStatus: values.detail_for_this_status ?? null,
        durationAfterKhulaOrDivorce: values.duration_after_khula_or_divorce ?? null,
        noOfChildren: values.no_of_children ?? null,
        yearOfBirth: values.year_of_birth,
        monthOfBirth: values.month_of_birth ?? null,
        dateOfBirth: values.date_of_birth,
        height: values.height,
        weight: values.weight,
        education: values.education,
        degree: values.degree ?? null,
        occupation: values.occupation,
        hobbies: values.hobbies,
        physicalStatus: values.physical_status ?? 'Normal',
        handicapDetail: values.handicap_detail ?? null,
        fathersOccupation: values.fathers_occupation,
        mothersOccupation: values.mothers_occupation,
        noOfBrothers: values.no_of_brothers,
        noOfMarriedBrothers: values.no_of_married_brothers,
        noOfSisters: values.no_of_sisters,
        noOfMarriedSisters: values.no_of_married_sisters,
        biradari: values.biradari,
        maslak: values.maslak,
        state: values.state,
        city: values.city,
        stateCurrent: values.state_current,
        cityCurrent: values.city_current,
        country: values.country,
        countryCurrent: values.country_current,
        sameLocation: values.same_location ?? false,
        contactOf: values.contact_of,
        whatsappCountryCode: values.whatsapp_country_code,
        contactNumber: values.contact_number,
        whatsappNumber: values.whatsapp_number,
        privateContact: values.private_contact,
        email: values.email ?? null,
        expectations: values.expectations,
        extraInformation: values.extra_information,
        approvalStatus: options.autoApprove ? 'approved' : 'pending',
        isActive: false,
        verificationStatus: 'Not Verified',
      });
    });
  } catch (error) {
    // Two sign-ups for one number racing past the check above.
    if (isUniqueViolation(error)) throw accountExists(username);
    throw error;
  }
  return { id: id!, slug, profile_code: profileCode };
}
