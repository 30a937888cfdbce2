import { eq, inArray } from 'drizzle-orm';
import {
  expectationSchema,
  findBlockedWord,
  fieldIssuesOf,
  MESSAGES,
  profileFormShape,
  PROFILE_FORM_FIELDS,
  profileUpdateSchema,
} from '@rishta/domain';
import { profileColumnsFrom, profilePropertyOf, profiles, states, type Db } from '@rishta/db';
import { AppError, fieldError } from '../../lib/http-error';
import { listBlockedKeywords } from '../reference/reference-lists';
import type { ProfileRow } from './profile-access';
import { requestDeletion } from '../request-deletion/request-deletion';
import { choiceErrors, type ChoiceValues } from '../accounts/check-choices';

/**
 * The only wire fields a user may write. Everything else (approval_status, verification_status,
 * is_superuser, view_count, slug, profile_code, username, …) is absent on purpose: the body schema
 * strips unknown keys, and this list is the second lock (DESIGN.md §5.2).
 */
const EDITABLE_FIELDS = PROFILE_FORM_FIELDS;

/** The stored value of a wire field. */
const stored = (row: ProfileRow, field: string): unknown => {
  const property = profilePropertyOf(field);
  return property ? row[property] : undefined;
};

/** What a user may send: the edit form's fields and the expectation (date_of_birth is derived). */
const ACCEPTED_FIELDS = new Set([...Object.keys(profileFormShape), 'expectation_proposal']);

/** Fields that only go with the separate {email} and {expectation_proposal} calls (SPEC.md §7). */
const NON_FORM_FIELDS = new Set(['email', 'expectation_proposal']);

/**
 * §4/§5 rules that tie fields together. A partial update is checked against the stored values of
 * the other fields of the same group, so e.g. sending only `no_of_married_brothers: 5` is still
 * held to the stored number of brothers, and sending only `martial_status: 'Unmarried'` clears the
 * stored children count.
 */
const RULE_GROUPS: readonly (readonly string[])[] = [
  ['martial_status', 'detail_for_this_status', 'duration_after_khula_or_divorce', 'no_of_children'],
  ['education', 'degree'],
  ['physical_status', 'handicap_detail'],
  ['no_of_brothers', 'no_of_married_brothers'],
  ['no_of_sisters', 'no_of_married_sisters'],
];

function storedGroupContext(row: ProfileRow, update: Record<string, unknown>): Record<string, unknown> {
  const context: Record<string, unknown> = {};
  for (const group of RULE_GROUPS) {
    if (!group.some((field) => field in update)) continue;
    for (const field of group) if (!(field in update)) context[field] = stored(row, field);
  }
  return context;
}

/** zod issues as the API's `{"field": ["message"]}` (DESIGN.md §4). */
/** A blocked keyword in any text the user sent: 400 on that field, naming the word (SPEC.md §5). */
async function rejectBlockedWords(db: Db, values: Record<string, unknown>): Promise<void> {
  const keywords = (await listBlockedKeywords(db)).map((k) => k.keyword);
  if (keywords.length === 0) return;
  for (const [field, value] of Object.entries(values)) {
    // The expectation holds choices from the reference lists, not free text shown to others.
    if (field === 'expectation_proposal' || typeof value !== 'string') continue;
    const word = findBlockedWord({ [field]: value }, keywords);
    if (word) throw fieldError(field, 'profileBlockedWord', { word });
  }
}

/**
 * The expectation's states must be states we list (the domain schema leaves membership to the API,
 * as for the form's own state): a made-up state could never match anyone.
 */
async function rejectUnknownExpectedStates(db: Db, expectation: unknown): Promise<void> {
  if (typeof expectation !== 'string') return;
  const wanted = [...new Set(expectationSchema.parse(JSON.parse(expectation)).state)];
  if (wanted.length === 0) return;
  const known = await db.select({ name: states.name }).from(states).where(inArray(states.name, wanted));
  if (known.length !== wanted.length) {
    throw fieldError('expectation_proposal', 'invalidChoice');
  }
}

/**
 * Gender is fixed at sign-up (issue 10): it decides who sees the profile and how its photos are
 * protected, so the edit form shows it read-only and a different value is refused here.
 */
function rejectGenderChange(row: ProfileRow, sent: Record<string, unknown>): void {
  if ('gender' in sent && sent.gender !== row.gender) {
    throw fieldError('gender', 'genderCannotChange');
  }
}

/** What an ID document proves: a new name or birth date needs a new look at the document. */
const IDENTITY_COLUMNS = ['fullName', 'yearOfBirth', 'monthOfBirth'] as const;

/**
 * "Verified" must keep meaning "this name and birth date matched an ID" (issue 10): changing one
 * of them sends the profile back to Not Verified, with a remark the owner's page shows.
 */
function resetVerificationOnIdentityChange(row: ProfileRow, set: Partial<ProfileRow>): void {
  if (row.verificationStatus !== 'Verified') return;
  const changed = IDENTITY_COLUMNS.some(
    (column) => column in set && (set[column] ?? null) !== (row[column] ?? null),
  );
  if (!changed) return;
  set.verificationStatus = 'Not Verified';
  set.verificationRemarks = MESSAGES.verificationResetAfterEdit;
}

/** The reference-list fields: an update is checked as sign-up checks them. */
const CHOICE_FIELDS = [
  'martial_status',
  'education',
  'height',
  'contact_of',
  'biradari',
  'maslak',
  'state',
  'city',
  'state_current',
  'city_current',
  'country_current',
] as const satisfies readonly (keyof ChoiceValues)[];

/**
 * Update runs sign-up's reference checks (issue 10: an update had stored 'Atlantis' as a state).
 * The sent values are merged over the stored ones, so a lone city is checked against the stored
 * state; only fields that were sent can fail, a stored oddity from before never blocks a save.
 */
async function checkChoicesOfUpdate(db: Db, row: ProfileRow, values: Record<string, unknown>): Promise<void> {
  if (!CHOICE_FIELDS.some((field) => values[field] !== undefined)) return;
  const merged = Object.fromEntries(
    CHOICE_FIELDS.map((field) => [field, values[field] ?? stored(row, field) ?? '']),
  ) as unknown as ChoiceValues;
  const errors = Object.entries(await choiceErrors(db, merged)).filter(([field]) =>
    sentOrDependent(field, values),
  );
  if (errors.length > 0) throw AppError.fields(Object.fromEntries(errors));
}

/** A city is judged against its state, so a changed state can fail the stored city too. */
function sentOrDependent(field: string, values: Record<string, unknown>): boolean {
  if (values[field] !== undefined) return true;
  if (field === 'city') return values.state !== undefined;
  if (field === 'city_current')
    return values.state_current !== undefined || values.country_current !== undefined;
  return false;
}

/** Column values to store; NOT NULL columns keep their value rather than take a null. */
function toColumns(values: Record<string, unknown>): Partial<ProfileRow> {
  const set = profileColumnsFrom(values, EDITABLE_FIELDS);
  if (typeof values.expectation_proposal === 'string') {
    // Stored normalised (unknown keys dropped); the rule already proved the text valid.
    set.expectationProposal = expectationSchema.parse(JSON.parse(values.expectation_proposal));
  } else if (values.expectation_proposal === null) {
    set.expectationProposal = null;
  }
  return set;
}

/**
 * Validates an update with `profileUpdateSchema` (SPEC.md §5 messages), applies it to the stored
 * profile and returns the new row. A body with `reason_to_delete` is a deletion request
 * (SPEC.md §7) and changes nothing else: the row comes back as it was.
 */
export async function updateProfile(
  db: Db,
  row: ProfileRow,
  body: Record<string, unknown>,
  now: Date,
): Promise<ProfileRow> {
  if (body.reason_to_delete !== undefined) {
    await requestDeletion(db, row, body, now);
    return row;
  }
  // Only editable keys count as sent: protected and unknown keys are dropped right here.
  const sent = Object.fromEntries(
    Object.entries(body).filter(([field, v]) => v !== undefined && ACCEPTED_FIELDS.has(field)),
  );

  // Judged together with the stored values of related fields; the field rules run on the merge.
  const parsed = profileUpdateSchema.safeParse({ ...storedGroupContext(row, sent), ...sent });
  if (!parsed.success) throw AppError.fields(fieldIssuesOf(parsed.error.issues));
  const values: Record<string, unknown> = parsed.data;

  rejectGenderChange(row, sent);
  await rejectBlockedWords(db, sent);
  await rejectUnknownExpectedStates(db, values.expectation_proposal);
  await checkChoicesOfUpdate(db, row, values);

  const set = toColumns(values);
  resetVerificationOnIdentityChange(row, set);
  // Saving the edit form activates the profile (SPEC.md §4); the lone e-mail or expectation calls
  // do not count as that save.
  if (Object.keys(sent).some((field) => !NON_FORM_FIELDS.has(field))) {
    set.isActive = true;
    // A rejected profile saved again is the owner's correction: back into the moderators' queue
    // (issue 13). The earlier reason stays for the moderator to compare.
    if (row.approvalStatus === 'rejected') set.approvalStatus = 'pending';
  }
  if (Object.keys(set).length === 0) return row;

  const [updated] = await db
    .update(profiles)
    .set({ ...set, updatedOn: now })
    .where(eq(profiles.id, row.id))
    .returning();
  return updated ?? row;
}
