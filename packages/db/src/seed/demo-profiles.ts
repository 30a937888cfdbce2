import type { Faker } from '@faker-js/faker';
import {
  CONTACT_OF,
  DEFAULT_COUNTRY,
  DEFAULT_MOTHERS_OCCUPATION,
  DEFAULT_WHATSAPP_COUNTRY_CODE,
  EXPIRED,
  POLYGAMY,
  UNMARRIED,
  YEAR_OF_BIRTH,
  dateOfBirthFromYear,
  defaultPrivateContact,
  degreeRequiredFor,
  indiaClock,
  type Gender,
} from '@rishta/domain';
import { BIRADARIES, CITIES_BY_STATE, COUNTRIES, INDIAN_STATES, MASLAKS } from '../reference/index';
import type { profiles } from '../schema/index';
import { FEMALE_FIRST_NAMES, MALE_FIRST_NAMES, MOTHER_NAME_SUFFIXES, SURNAMES } from './muslim-names';
import {
  ABOUT_FAMILY,
  ABOUT_SELF,
  ABROAD_COUNTRIES,
  DEFAULT_STATE_WEIGHT,
  DEGREES,
  EDUCATION_WEIGHTS,
  EXPECTATION_EXTRAS,
  EXPECTATION_OPENINGS,
  FATHERS_OCCUPATIONS,
  HANDICAP_DETAILS,
  HOBBIES,
  KASHMIRI_SURNAMES,
  MAJOR_CITIES,
  MARITAL_DETAILS,
  MASLAK_WEIGHTS,
  MOTHERS_OCCUPATIONS,
  OCCUPATIONS,
  PARTNER_QUALITIES,
  REGIONAL_BIRADARIES,
  REGION_ONLY_BIRADARIES,
  SHIA_SURNAMES,
  STATE_WEIGHTS,
  WORK_DESTINATIONS,
  type Weighted,
} from './profile-vocabulary';

type NewProfile = typeof profiles.$inferInsert;

/**
 * Every column of a profile row except those fixed at insert time (ids, code, slug), and how many
 * times others have opened it (`profile_view_counts`).
 */
export type DemoProfile = Required<
  Omit<
    NewProfile,
    'id' | 'accountId' | 'slug' | 'profileCode' | 'verificationRemarks' | 'approvalRemarks' | 'listed'
  >
> & { views: number };

/** Values to pin instead of drawing them (the fixed demo accounts use these). */
export interface DemoProfileHints {
  gender?: Gender;
  firstName?: string;
  surname?: string;
  state?: string;
  city?: string;
  yearOfBirth?: number;
  unmarried?: boolean;
  /** Lives where the family lives (no move within India or abroad). */
  atHome?: boolean;
  withoutHandicap?: boolean;
  education?: string;
  biradari?: string;
  maslak?: string;
}

const DAY_MS = 86_400_000;
const NAME_MAX = 20;
// The seed's birth years (the domain's choices end at 2004): ages about 22 to 45 today.
const OLDEST_YEAR = 1981;

// Checked against the reference lists once, so a renamed city or country cannot make the
// generator produce a value the API would reject.
const STATE_CHOICES: Weighted<string>[] = INDIAN_STATES.map((s) => ({
  value: s.name,
  weight: STATE_WEIGHTS[s.name] ?? DEFAULT_STATE_WEIGHT,
}));
const MAJOR_CITY_CHOICES: Record<string, string[]> = Object.fromEntries(
  Object.entries(MAJOR_CITIES).map(([state, cities]) => [
    state,
    cities.filter((city) => CITIES_BY_STATE[state]?.includes(city)),
  ]),
);
const COUNTRY_NAMES = new Set(COUNTRIES.map((c) => c.name));
const ABROAD_CHOICES = ABROAD_COUNTRIES.filter((c) => COUNTRY_NAMES.has(c.value));
const BIRADARI_SET = new Set(BIRADARIES);
// 'Any' is for partner preferences, not a member's own community; regional communities are
// drawn only through their region (REGIONAL_BIRADARIES).
const PAN_INDIAN_BIRADARIES = BIRADARIES.filter(
  (b) => b !== 'Any' && b !== 'Other' && !REGION_ONLY_BIRADARIES.includes(b),
);
const GENERAL_SURNAMES = SURNAMES.filter((s) => !KASHMIRI_SURNAMES.includes(s));
const MASLAK_CHOICES = MASLAK_WEIGHTS.filter((m) => MASLAKS.includes(m.value));
const SHAFII_COMMUNITIES = new Set(['Mappila', 'Beary', 'Nawayath', 'Kokani', 'Marakkar', 'Labbai']);

function weighted<T>(faker: Faker, choices: readonly Weighted<T>[]): T {
  return faker.helpers.weightedArrayElement(choices.map((c) => ({ value: c.value, weight: c.weight })));
}

function chance(faker: Faker, probability: number): boolean {
  return faker.datatype.boolean({ probability });
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Roughly bell-shaped in [-3, 3] with a spread of 1: heights cluster around the mean. */
function bell(faker: Faker): number {
  let sum = 0;
  for (let i = 0; i < 3; i++) sum += faker.number.float({ min: -1, max: 1 });
  return sum;
}

/** Replaces {name} placeholders and fixes 'a' before a vowel sound ('an honest girl'). */
function fill(template: string, values: Record<string, string | number>): string {
  return (
    template
      .replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''))
      .replace(/\ba (?=[aeiou]|hon)/gi, 'an ')
      // A degree ending in a dot ('B.A.') followed by the template's full stop.
      .replace(/\.{2,}/g, '.')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** First name and surname, dropping the surname when both do not fit the form's 20 characters. */
export function fitName(firstName: string, surname: string): string {
  const full = `${firstName} ${surname}`.trim();
  if (full.length <= NAME_MAX) return full;
  return firstName.slice(0, NAME_MAX).trim();
}

/** A 10-digit Indian mobile number (they start with 6 to 9). */
export function demoPhoneNumber(faker: Faker): string {
  return `${faker.number.int({ min: 6, max: 9 })}${faker.string.numeric(9)}`;
}

export function pickCity(state: string, faker: Faker, preferMajor = 0.65): string {
  const majors = MAJOR_CITY_CHOICES[state] ?? [];
  if (majors.length > 0 && chance(faker, preferMajor)) return faker.helpers.arrayElement(majors);
  const cities = CITIES_BY_STATE[state];
  if (!cities || cities.length === 0) throw new Error(`No cities for state ${state}`);
  return faker.helpers.arrayElement(cities);
}

function pickNativeState(index: number, faker: Faker): string {
  // Every 12th profile walks through all 36 states and UTs in turn, so a few hundred profiles
  // cover each of them (Lakshadweep included), which the population weights alone would not.
  if (index % 12 === 5) return INDIAN_STATES[Math.floor(index / 12) % INDIAN_STATES.length]!.name;
  return weighted(faker, STATE_CHOICES);
}

function pickMaritalStatus(gender: Gender, faker: Faker): string {
  // About three in four members have never married; khula is the wife's divorce, polygamy the
  // husband's second marriage, so each appears only for that gender.
  const choices: Weighted<string>[] =
    gender === 'Male'
      ? [
          { value: UNMARRIED, weight: 76 },
          { value: 'Divorced', weight: 10 },
          { value: 'Widowed', weight: 5 },
          { value: 'Separated', weight: 5 },
          { value: POLYGAMY, weight: 4 },
        ]
      : [
          { value: UNMARRIED, weight: 75 },
          { value: 'Divorced', weight: 10 },
          { value: 'Khula', weight: 8 },
          { value: 'Widowed', weight: 5 },
          { value: 'Separated', weight: 2 },
        ];
  return weighted(faker, choices);
}

function pickAge(gender: Gender, marriedBefore: boolean, faker: Faker): number {
  if (marriedBefore) return faker.number.int({ min: 27, max: 45 });
  const bands: Weighted<[number, number]>[] =
    gender === 'Male'
      ? [
          { value: [22, 26], weight: 30 },
          { value: [27, 31], weight: 40 },
          { value: [32, 36], weight: 20 },
          { value: [37, 45], weight: 10 },
        ]
      : [
          { value: [22, 25], weight: 40 },
          { value: [26, 29], weight: 35 },
          { value: [30, 34], weight: 17 },
          { value: [35, 45], weight: 8 },
        ];
  const [min, max] = weighted(faker, bands);
  return faker.number.int({ min, max });
}

function heightOf(inches: number): string {
  return `${Math.floor(inches / 12)}.${inches % 12}`;
}

function pickBiradari(surname: string, state: string, faker: Faker): string {
  if (BIRADARI_SET.has(surname) && chance(faker, 0.7)) return surname;
  if (SHIA_SURNAMES.includes(surname) && chance(faker, 0.7)) return 'Syed';
  if ((surname === 'Baig' || surname === 'Beg') && chance(faker, 0.7)) return 'Mughal';
  if (surname === 'Sheikh' && chance(faker, 0.7)) return 'Shaikh';
  const regional = (REGIONAL_BIRADARIES[state] ?? []).filter((b) => BIRADARI_SET.has(b));
  if (regional.length > 0 && chance(faker, 0.45)) return faker.helpers.arrayElement(regional);
  if (chance(faker, 0.03)) return 'Other';
  return faker.helpers.arrayElement(PAN_INDIAN_BIRADARIES);
}

function pickSurname(state: string, faker: Faker): string {
  if (state === 'Jammu and Kashmir' && chance(faker, 0.6))
    return faker.helpers.arrayElement(KASHMIRI_SURNAMES);
  return faker.helpers.arrayElement(GENERAL_SURNAMES);
}

/** '2 brothers and 1 sister', or 'no brothers or sisters'. */
function siblingsPhrase(brothers: number, sisters: number): string {
  const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const parts = [brothers > 0 ? count(brothers, 'brother') : '', sisters > 0 ? count(sisters, 'sister') : ''];
  const present = parts.filter(Boolean);
  return present.length === 0 ? 'no brothers or sisters' : present.join(' and ');
}

function pickMaslak(surname: string, biradari: string, state: string, faker: Faker): string {
  if (SHIA_SURNAMES.includes(surname) && chance(faker, 0.8)) return 'Shia Ithna Ashari';
  if (biradari === 'Bohra') return 'Shia Bohra';
  if (biradari === 'Khoja') return 'Ismaili';
  // The Konkan coast, Kerala and coastal Karnataka follow the Shafi'i school.
  if ((state === 'Kerala' || SHAFII_COMMUNITIES.has(biradari)) && chance(faker, 0.6)) return "Sunni Shafi'i";
  return weighted(faker, MASLAK_CHOICES);
}

function siblings(faker: Faker): { total: number; married: number } {
  const total = weighted(faker, [
    { value: 0, weight: 18 },
    { value: 1, weight: 34 },
    { value: 2, weight: 26 },
    { value: 3, weight: 13 },
    { value: 4, weight: 7 },
    { value: 5, weight: 2 },
  ]);
  return { total, married: total === 0 ? 0 : faker.number.int({ min: 0, max: total }) };
}

function durationText(faker: Faker): string {
  const months = faker.number.int({ min: 4, max: 60 });
  if (months < 12) return `${months} months`;
  const years = Math.round(months / 12);
  return years === 1 ? '1 year' : `${years} years`;
}

/**
 * One realistic, internally consistent profile that passes the domain's profile form rules.
 * `index` is the profile's position in the run: it alternates the gender and walks the states.
 */
export function generateDemoProfile(
  index: number,
  faker: Faker,
  now: Date = new Date(),
  hints: DemoProfileHints = {},
): DemoProfile {
  const gender: Gender = hints.gender ?? (index % 2 === 0 ? 'Male' : 'Female');
  const state = hints.state ?? pickNativeState(index, faker);
  const city = hints.city ?? pickCity(state, faker);

  const surname = hints.surname ?? pickSurname(state, faker);
  const firstName =
    hints.firstName ?? faker.helpers.arrayElement(gender === 'Male' ? MALE_FIRST_NAMES : FEMALE_FIRST_NAMES);
  const fullName = fitName(firstName, surname);

  const martialStatus = hints.unmarried ? UNMARRIED : pickMaritalStatus(gender, faker);
  const marriedBefore = martialStatus !== UNMARRIED;
  const age = pickAge(gender, marriedBefore, faker);
  const yearOfBirth = hints.yearOfBirth ?? clamp(indiaClock(now).year - age, OLDEST_YEAR, YEAR_OF_BIRTH.max);
  const monthOfBirth = chance(faker, 0.9) ? faker.number.int({ min: 1, max: 12 }) : null;

  const heightInches =
    gender === 'Male'
      ? clamp(Math.round(68 + 2.6 * bell(faker)), 61, 76)
      : clamp(Math.round(62 + 2.3 * bell(faker)), 56, 69);
  const weight =
    gender === 'Male'
      ? clamp(Math.round(55 + (heightInches - 64) * 1.8 + faker.number.int({ min: -6, max: 14 })), 50, 95)
      : clamp(Math.round(47 + (heightInches - 60) * 1.5 + faker.number.int({ min: -4, max: 14 })), 45, 85);

  let education = hints.education ?? weighted(faker, EDUCATION_WEIGHTS);
  if (education === 'Mufti' && gender === 'Female') education = 'Aalim / Aalima';
  const degree = degreeRequiredFor(education)
    ? faker.helpers.arrayElement(DEGREES[education] ?? ['B.A.'])
    : null;
  const occupationsByEducation = OCCUPATIONS[gender];
  const occupation = faker.helpers.arrayElement(
    occupationsByEducation[education] ?? occupationsByEducation.default,
  );
  const hobbyList = faker.helpers.arrayElements(HOBBIES, { min: 2, max: 4 });

  const handicapped = !hints.withoutHandicap && chance(faker, 0.03);

  // Older members more often have lost a parent.
  const fatherExpired = chance(faker, age > 35 ? 0.25 : 0.08);
  const motherExpired = chance(faker, age > 35 ? 0.12 : 0.04);
  const fatherFirst = faker.helpers.arrayElement(MALE_FIRST_NAMES.filter((n) => n !== firstName));
  const fathersName = `${fatherExpired ? 'Late ' : ''}${fitName(fatherFirst, surname)}`;
  const motherFirst = faker.helpers.arrayElement(FEMALE_FIRST_NAMES.filter((n) => n !== firstName));
  const motherSecond = chance(faker, 0.6) ? faker.helpers.arrayElement(MOTHER_NAME_SUFFIXES) : surname;
  const mothersName = `${motherExpired ? 'Late ' : ''}${motherFirst} ${motherSecond}`;
  const fathersOccupation = fatherExpired ? EXPIRED : faker.helpers.arrayElement(FATHERS_OCCUPATIONS);
  const mothersOccupation = motherExpired
    ? EXPIRED
    : chance(faker, 0.8)
      ? DEFAULT_MOTHERS_OCCUPATION
      : faker.helpers.arrayElement(MOTHERS_OCCUPATIONS);
  const brothers = siblings(faker);
  const sisters = siblings(faker);

  const biradari = hints.biradari ?? pickBiradari(surname, state, faker);
  const maslak = hints.maslak ?? pickMaslak(surname, biradari, state, faker);

  // About 5% live abroad (their Indian address stays as the current state and city), about 22%
  // moved within India for work, the rest live where their family lives.
  let countryCurrent = DEFAULT_COUNTRY;
  let stateCurrent = state;
  let cityCurrent = city;
  const move = hints.atHome ? 1 : faker.number.float({ min: 0, max: 1 });
  if (move < 0.05 && ABROAD_CHOICES.length > 0) {
    countryCurrent = weighted(faker, ABROAD_CHOICES);
  } else if (move < 0.27) {
    stateCurrent = weighted(faker, WORK_DESTINATIONS);
    cityCurrent = pickCity(stateCurrent, faker, 0.9);
  }
  const sameLocation = countryCurrent === DEFAULT_COUNTRY && stateCurrent === state && cityCurrent === city;

  const contactOf =
    gender === 'Male'
      ? weighted(faker, [
          { value: 'Self', weight: 60 },
          { value: 'Father', weight: 15 },
          { value: 'Mother', weight: 8 },
          { value: 'Brother', weight: 10 },
          { value: 'Relative', weight: 4 },
          { value: 'Guardian', weight: 3 },
        ])
      : weighted(faker, [
          { value: 'Self', weight: 25 },
          { value: 'Father', weight: 35 },
          { value: 'Mother', weight: 15 },
          { value: 'Brother', weight: 15 },
          { value: 'Sister', weight: 3 },
          { value: 'Relative', weight: 4 },
          { value: 'Guardian', weight: 3 },
        ]);
  if (!(CONTACT_OF as readonly string[]).includes(contactOf))
    throw new Error(`Unknown contact_of ${contactOf}`);
  const contactNumber = demoPhoneNumber(faker);
  const whatsappNumber = chance(faker, 0.75) ? contactNumber : demoPhoneNumber(faker);
  // Most women's families keep the number private (the form's default for them).
  const privateContact = defaultPrivateContact(gender) ? chance(faker, 0.85) : chance(faker, 0.1);
  const email = chance(faker, 0.35)
    ? `${firstName}.${surname}${faker.number.int({ min: 1, max: 99 })}@example.com`
        .toLowerCase()
        .replace(/\s+/g, '')
    : null;

  const texts = {
    partner: faker.helpers.arrayElement(
      gender === 'Male' ? ['girl', 'bride', 'life partner'] : ['boy', 'groom', 'life partner'],
    ),
    q1: '',
    q2: '',
    city: cityCurrent,
    state,
    hobby: (hobbyList[0] ?? 'reading').toLowerCase(),
    education: degree ?? education,
    occupation,
    familySize: 2 + brothers.total + sisters.total + 1,
    siblings: `${siblingsPhrase(brothers.total, sisters.total)}`,
  };
  [texts.q1, texts.q2] = faker.helpers.arrayElements(PARTNER_QUALITIES, 2) as [string, string];
  const expectations = fill(
    `${faker.helpers.arrayElement(EXPECTATION_OPENINGS)} ${faker.helpers.arrayElement(EXPECTATION_EXTRAS[gender])}`,
    texts,
  );
  const extraInformation = fill(
    `${faker.helpers.arrayElement(ABOUT_SELF[gender])} ${faker.helpers.arrayElement(ABOUT_FAMILY)}`,
    texts,
  );

  const expectationProposal = chance(faker, 0.4)
    ? {
        age:
          gender === 'Male' ? [Math.max(18, age - 8), Math.max(18, age - 1)] : [age, Math.min(80, age + 7)],
        state: chance(faker, 0.5) ? [state] : [],
        marital_status: marriedBefore ? [] : [UNMARRIED],
        education: chance(faker, 0.4) ? [education] : [],
      }
    : null;

  // A few profiles joined this week, so "new profiles" looks fresh; the rest over two years.
  const daysAgo = chance(faker, 0.06)
    ? faker.number.float({ min: 0, max: 7 })
    : faker.number.float({ min: 7, max: 720 });
  const createdOn = new Date(now.getTime() - daysAgo * DAY_MS);
  const lastActive = faker.date.between({
    from: Math.max(createdOn.getTime(), now.getTime() - 30 * DAY_MS),
    to: now,
  });
  const updatedOn = faker.date.between({ from: createdOn, to: lastActive });

  return {
    fullName,
    fathersName,
    mothersName,
    gender,
    martialStatus,
    detailForThisStatus: marriedBefore
      ? faker.helpers.arrayElement(
          MARITAL_DETAILS[martialStatus]?.[gender] ?? ['Details will be shared with serious families.'],
        )
      : null,
    durationAfterKhulaOrDivorce: marriedBefore
      ? martialStatus === POLYGAMY
        ? 'Not applicable'
        : durationText(faker)
      : null,
    noOfChildren: marriedBefore
      ? martialStatus === POLYGAMY
        ? faker.number.int({ min: 1, max: 4 })
        : weighted(faker, [
            { value: 0, weight: 50 },
            { value: 1, weight: 25 },
            { value: 2, weight: 18 },
            { value: 3, weight: 7 },
          ])
      : null,
    yearOfBirth,
    monthOfBirth,
    dateOfBirth: dateOfBirthFromYear(yearOfBirth),
    height: heightOf(heightInches),
    weight,
    education,
    degree,
    occupation,
    hobbies: hobbyList.join(', '),
    physicalStatus: handicapped ? 'Handicap' : 'Normal',
    handicapDetail: handicapped ? faker.helpers.arrayElement(HANDICAP_DETAILS) : null,
    fathersOccupation,
    mothersOccupation,
    noOfBrothers: brothers.total,
    noOfMarriedBrothers: brothers.married,
    noOfSisters: sisters.total,
    noOfMarriedSisters: sisters.married,
    biradari,
    maslak,
    state,
    city,
    stateCurrent,
    cityCurrent,
    country: DEFAULT_COUNTRY,
    countryCurrent,
    sameLocation,
    contactOf,
    whatsappCountryCode: DEFAULT_WHATSAPP_COUNTRY_CODE,
    contactNumber,
    whatsappNumber,
    privateContact,
    email,
    expectations,
    extraInformation,
    expectationProposal,
    approvalStatus: 'approved',
    isActive: true,
    verificationStatus: weighted(faker, [
      { value: 'Verified', weight: 45 },
      { value: 'Not Verified', weight: 40 },
      { value: 'In Process', weight: 15 },
    ]),
    views: faker.number.int({ min: 0, max: Math.min(300, 5 + Math.round(daysAgo * 0.5)) }),
    lastActive,
    createdOn,
    updatedOn,
  };
}

/** Gives a draft a new mobile number (its username), keeping WhatsApp in step when it was the same. */
export function withContactNumber(profile: DemoProfile, contactNumber: string): DemoProfile {
  const sameWhatsapp = profile.whatsappNumber === profile.contactNumber;
  return { ...profile, contactNumber, whatsappNumber: sameWhatsapp ? contactNumber : profile.whatsappNumber };
}
