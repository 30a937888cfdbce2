// Category browsing and profile search constants (SPEC.md §2, §9).

import { HEIGHTS, heightInches, UNMARRIED } from './profile-options';

export const AGE_PRESETS = [
  { label: '18-21', min: 18, max: 21 },
  { label: '22-25', min: 22, max: 25 },
  { label: '26-29', min: 26, max: 29 },
  { label: '30-33', min: 30, max: 33 },
  { label: '34-40', min: 34, max: 40 },
  { label: '40+', min: 40, max: 100 },
] as const;

export type AgePreset = (typeof AGE_PRESETS)[number];

/** The Age tab's extra button: 30 to 100 and Unmarried. */
export const UNMARRIED_30_PLUS = {
  label: '30+ Unmarried',
  min: 30,
  max: 100,
  maritalStatus: UNMARRIED,
} as const;

export const DEFAULT_CATEGORY_AGE = { min: 10, max: 100 } as const;
export const DEFAULT_CATEGORY_MARITAL_STATUS = UNMARRIED;

// Height bands of §9 in feet.inches ('4.6' = 4 ft 6 in, matching HEIGHTS). Each band includes its
// lower edge and excludes its upper edge, so 4.6 is in '4.6-5', not '4-4.6'. The last band keeps
// the spec's label '6-6.5' but takes every height from 6 ft up (to 7 ft), because otherwise taller
// profiles could never be found through the height filter.
const BAND_EDGES = [
  { label: '4-4.6', from: 48, to: 54 },
  { label: '4.6-5', from: 54, to: 60 },
  { label: '5-5.6', from: 60, to: 66 },
  { label: '5.6-6', from: 66, to: 72 },
  { label: '6-6.5', from: 72, to: Number.POSITIVE_INFINITY },
] as const;

export interface HeightBand {
  label: string;
  /** The HEIGHTS values in this band, sent as `height__in`. */
  heights: readonly string[];
}

export const HEIGHT_BANDS: readonly HeightBand[] = BAND_EDGES.map(({ label, from, to }) => ({
  label,
  heights: HEIGHTS.filter((h) => {
    const inches = heightInches(h) ?? -1;
    return inches >= from && inches < to;
  }),
}));

/** The `height__in` values for a selection of band labels. */
export function heightsForBands(labels: readonly string[]): string[] {
  return HEIGHT_BANDS.filter((b) => labels.includes(b.label)).flatMap((b) => b.heights);
}

// Education groups of §9, in the spec's order; search defaults use the searcher's group.
export const HIGHER_EDUCATION = ['Graduate', 'Engineer', 'Doctor', 'Post Graduate', 'Ph.D.'] as const;
export const LOWER_EDUCATION = [
  'Mufti',
  '10th Pass',
  'Diploma',
  'Aalim / Aalima',
  '12th Pass',
  'Hafiz / Hafiza',
  'Below 10th',
] as const;

export const CATEGORY_TABS = [
  { key: 'state', label: 'State' },
  { key: 'country', label: 'Country' },
  { key: 'education', label: 'Education' },
  { key: 'age', label: 'Age' },
  { key: 'maritalStatus', label: 'Marital Status' },
  { key: 'maslak', label: 'Maslak' },
  { key: 'biradari', label: 'Biradari' },
  { key: 'specialAbled', label: 'Special-abled' },
] as const;

export type CategoryTab = (typeof CATEGORY_TABS)[number]['key'];
