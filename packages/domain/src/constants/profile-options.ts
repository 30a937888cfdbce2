// Fixed choices of the profile form (SPEC.md §3, §5, §9). Lists that the spec says come from the
// reference data (states, cities, maslaks, biradaries) live in packages/db; the ones here are
// either fixed by the spec or the seed for the reference tables (marital statuses, education).

export const GENDERS = ['Male', 'Female'] as const;
export type Gender = (typeof GENDERS)[number];

export const PHYSICAL_STATUSES = ['Normal', 'Handicap'] as const;
export type PhysicalStatus = (typeof PHYSICAL_STATUSES)[number];

export const BOOK_LANGUAGES = ['english', 'urdu', 'hindi'] as const;
export type BookLanguage = (typeof BOOK_LANGUAGES)[number];

/** Where a profile is in moderation: new ones wait for an admin (issue 13 adds the rejection). */
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const VERIFICATION_STATUSES = ['Not Verified', 'In Process', 'Verified', 'Rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** 'Sent' is shown to users as Pending (§4). */
export const PROPOSAL_STATUSES = ['Sent', 'Opened', 'Accepted', 'Rejected'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

export const UNMARRIED = 'Unmarried';
export const POLYGAMY = 'Polygamy';

// Reference entries have the `{ name }` shape of the API's reference lists (§3).
export const MARITAL_STATUSES = [
  { name: UNMARRIED },
  { name: 'Divorced' },
  { name: 'Khula' },
  { name: 'Widowed' },
  { name: 'Separated' },
  { name: POLYGAMY },
] as const;

// Ordered roughly by level so a select list reads naturally; religious qualifications last.
export const EDUCATION_LEVELS = [
  { name: 'Below 10th' },
  { name: '10th Pass' },
  { name: '12th Pass' },
  { name: 'Diploma' },
  { name: 'Graduate' },
  { name: 'Engineer' },
  { name: 'Doctor' },
  { name: 'Post Graduate' },
  { name: 'Ph.D.' },
  { name: 'Hafiz / Hafiza' },
  { name: 'Aalim / Aalima' },
  { name: 'Mufti' },
] as const;

/** Educations for which the degree field is not required (§5). */
export const EDUCATION_WITHOUT_DEGREE = [
  'Aalim / Aalima',
  'Below 10th',
  'Hafiz / Hafiza',
  'Mufti',
  '10th Pass',
  '12th Pass',
] as const;

// Heights are 'feet.inches' strings ('5.4' is 5 ft 4 in, '5.11' is 5 ft 11 in), the format the
// search filter `height__in` sends. They are therefore not decimals: '5.11' is taller than '5.2'.
function buildHeights(): string[] {
  const heights: string[] = [];
  for (let feet = 4; feet <= 6; feet++) {
    for (let inches = 0; inches <= 11; inches++) heights.push(`${feet}.${inches}`);
  }
  heights.push('7.0');
  return heights;
}

export const HEIGHTS: readonly string[] = buildHeights();

/** Total inches of a 'feet.inches' height, or undefined when it is not in that format. */
export function heightInches(height: string): number | undefined {
  const match = /^(\d)\.(\d{1,2})$/.exec(height.trim());
  if (!match) return undefined;
  const inches = Number(match[2]);
  if (inches > 11) return undefined;
  return Number(match[1]) * 12 + inches;
}

export const CONTACT_OF = ['Self', 'Father', 'Mother', 'Brother', 'Sister', 'Relative', 'Guardian'] as const;

export const NO_OF_CHILDREN_CHOICES: readonly number[] = Array.from({ length: 10 }, (_, i) => i);

/** 75 years from 1930, newest first: 2004 … 1930 (§5). */
export const YEAR_OF_BIRTH_CHOICES: readonly number[] = Array.from({ length: 75 }, (_, i) => 2004 - i);

export const MONTH_OF_BIRTH_CHOICES: readonly number[] = Array.from({ length: 12 }, (_, i) => i + 1);

export const DEFAULT_MOTHERS_OCCUPATION = 'HouseWife';

/** The value a parent's occupation takes when the Expired box is ticked (§4). */
export const EXPIRED = 'Expired';

export const DEFAULT_WHATSAPP_COUNTRY_CODE = '+91';

/** `country` is always sent as India; `country_current` falls back to it (§3, §9). */
export const DEFAULT_COUNTRY = 'India';
