import { normaliseUsername, PROFILE_FORM_FIELDS, type ProfileCreateValues } from '@rishta/domain';
import {
  accounts,
  createProfileCodeAllocator,
  hashPassword,
  profileColumnsFrom,
  profiles,
  profileSlug,
  reserveIds,
  type Db,
} from '@rishta/db';
import { fieldError } from '../../lib/http-error';
import { isUniqueViolation } from '../../lib/unique-violation';
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
        // The new account starts in the language it signed up in (issue 30).
        .values({ username, passwordHash, language: values.language })
        .returning({ id: accounts.id });
      await tx.insert(profiles).values({
        // The validated form holds every required field, so its columns make a whole profile.
        ...(profileColumnsFrom(values, PROFILE_FORM_FIELDS) as typeof profiles.$inferInsert),
        id: id!,
        accountId: account!.id,
        slug,
        profileCode,
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
