import { AGE_PRESETS, heightsForBands, type Gender, type SearchDefaults } from '@rishta/domain';
import type { ListParams } from './api';
import { DEFAULT_VISITOR_GENDER, isGender } from './gender-choice';

/** The profile search's filters as kept in the URL (SPEC.md §2 "Profiles search"). */
export interface SearchFilters {
  city: string;
  /** Name or profile code. */
  text: string;
  maslak: string[];
  biradari: string[];
  /** Height band labels ('5-5.6'); sent as the heights inside them. */
  heights: string[];
  states: string[];
  currentStates: string[];
  maritalStatus: string[];
  education: string[];
  /** Age preset labels; when none is chosen, the default range below applies. */
  ages: string[];
  ageRange: { min: number; max: number } | null;
  gender: Gender;
}

export const EMPTY_FILTERS: SearchFilters = {
  city: '',
  text: '',
  maslak: [],
  biradari: [],
  heights: [],
  states: [],
  currentStates: [],
  maritalStatus: [],
  education: [],
  ages: [],
  ageRange: null,
  gender: DEFAULT_VISITOR_GENDER,
};

// Lists are repeated keys (?maslak=A&maslak=B) so a value with a comma survives the URL.
const LIST_KEYS = {
  maslak: 'maslak',
  biradari: 'biradari',
  heights: 'height',
  states: 'state',
  currentStates: 'current',
  maritalStatus: 'marital',
  education: 'education',
  ages: 'age',
} as const;

/** The search page has chosen its filters once `page` is in the URL (defaults are applied first). */
export const hasSearchState = (params: URLSearchParams) => params.has('page');

export function readSearchFilters(params: URLSearchParams): { filters: SearchFilters; page: number } {
  const filters: SearchFilters = { ...EMPTY_FILTERS };
  for (const [field, key] of Object.entries(LIST_KEYS) as [keyof typeof LIST_KEYS, string][]) {
    filters[field] = params.getAll(key).filter(Boolean);
  }
  filters.city = params.get('city') ?? '';
  filters.text = params.get('q') ?? '';
  const min = Number(params.get('min'));
  const max = Number(params.get('max'));
  if (params.has('min') && params.has('max') && Number.isInteger(min) && Number.isInteger(max)) {
    filters.ageRange = { min, max };
  }
  const gender = params.get('gender');
  if (isGender(gender)) filters.gender = gender;
  const page = Number(params.get('page'));
  return { filters, page: Number.isInteger(page) && page > 0 ? page : 1 };
}

export function writeSearchFilters(filters: SearchFilters, page: number): URLSearchParams {
  const params = new URLSearchParams();
  for (const [field, key] of Object.entries(LIST_KEYS) as [keyof typeof LIST_KEYS, string][]) {
    for (const value of filters[field]) params.append(key, value);
  }
  if (filters.city.trim()) params.set('city', filters.city.trim());
  if (filters.text.trim()) params.set('q', filters.text.trim());
  if (filters.ageRange) {
    params.set('min', String(filters.ageRange.min));
    params.set('max', String(filters.ageRange.max));
  }
  params.set('gender', filters.gender);
  params.set('page', String(page));
  return params;
}

/** The age bounds: the span of the chosen presets (18-21 and 30-33 give 18-33), else the default. */
export function ageBounds(filters: SearchFilters): { min: number; max: number } | null {
  const presets = AGE_PRESETS.filter((p) => filters.ages.includes(p.label));
  if (presets.length === 0) return filters.ageRange;
  return { min: Math.min(...presets.map((p) => p.min)), max: Math.max(...presets.map((p) => p.max)) };
}

const list = (values: readonly string[]) => (values.length ? values.join(',') : undefined);

export function searchListParams(filters: SearchFilters, page: number, withGender: boolean): ListParams {
  const gender = withGender ? filters.gender : undefined;
  // Issue 11: a name or code is its own search; the filters would hide the person looked for.
  const search = filters.text.trim();
  if (search) return { search, gender, page };
  const age = ageBounds(filters);
  return {
    city: filters.city.trim() || undefined,
    maslak__in: list(filters.maslak),
    biradari__in: list(filters.biradari),
    height__in: list(heightsForBands(filters.heights)),
    state__in: list(filters.states),
    state_current__in: list(filters.currentStates),
    martial_status__in: list(filters.maritalStatus),
    education__in: list(filters.education),
    age__gte: age?.min,
    age__lte: age?.max,
    gender,
    page,
  };
}

/**
 * A logged-in user's starting filters: the opposite gender and the age range of SPEC.md §9 only.
 * Issue 11: the spec's other defaults (own state twice, marital status, education group) left
 * 4-8 results and hid people silently; they are one tap away as filters instead (decision 022).
 */
export function filtersFromDefaults(defaults: SearchDefaults): SearchFilters {
  return { ...EMPTY_FILTERS, ageRange: defaults.age, gender: defaults.gender };
}

/** The list filters that can be shown as chips, one chip per chosen value. */
export const CHIP_LISTS = [
  'states',
  'currentStates',
  'maritalStatus',
  'education',
  'ages',
  'maslak',
  'biradari',
  'heights',
] as const;
export type ChipList = (typeof CHIP_LISTS)[number];

/** One applied filter the user can see and remove. */
export type AppliedFilter =
  | { kind: 'text'; value: string }
  | { kind: 'city'; value: string }
  | { kind: 'ageRange'; min: number; max: number }
  | { kind: 'list'; list: ChipList; value: string };

/** Every filter that narrows the list now (a name search stands alone). */
export function appliedFilters(filters: SearchFilters): AppliedFilter[] {
  if (filters.text.trim()) return [{ kind: 'text', value: filters.text.trim() }];
  const chips: AppliedFilter[] = [];
  for (const list of CHIP_LISTS) for (const value of filters[list]) chips.push({ kind: 'list', list, value });
  if (filters.ages.length === 0 && filters.ageRange) chips.push({ kind: 'ageRange', ...filters.ageRange });
  if (filters.city.trim()) chips.push({ kind: 'city', value: filters.city.trim() });
  return chips;
}

export function withoutFilter(filters: SearchFilters, chip: AppliedFilter): SearchFilters {
  switch (chip.kind) {
    case 'text':
      return { ...filters, text: '' };
    case 'city':
      return { ...filters, city: '' };
    case 'ageRange':
      return { ...filters, ageRange: null };
    case 'list':
      return { ...filters, [chip.list]: filters[chip.list].filter((v) => v !== chip.value) };
  }
}
