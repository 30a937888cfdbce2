import {
  AGE_PRESETS,
  CATEGORY_TABS,
  DEFAULT_CATEGORY_AGE,
  DEFAULT_CATEGORY_MARITAL_STATUS,
  UNMARRIED_30_PLUS,
  type CategoryTab,
  type Gender,
} from '@rishta/domain';
import type { ListParams } from './api';
import { DEFAULT_VISITOR_GENDER, isGender } from './gender-choice';

/**
 * What the categories page shows, as kept in its URL: the open tab, the one picked value (and the
 * tab it was picked on), the page and, for visitors, the gender. Only one value is ever picked:
 * picking another replaces it, which is how "picking one resets the other filters" (SPEC.md §2).
 */
export interface CategoryState {
  tab: CategoryTab;
  pick: { tab: CategoryTab; value: string } | null;
  page: number;
  gender: Gender;
}

export const isCategoryTab = (value: string | null): value is CategoryTab =>
  CATEGORY_TABS.some((t) => t.key === value);

export function readCategoryState(params: URLSearchParams): CategoryState {
  const tab = params.get('tab');
  const by = params.get('by');
  const value = params.get('value');
  const page = Number(params.get('page'));
  const gender = params.get('gender');
  return {
    tab: isCategoryTab(tab) ? tab : CATEGORY_TABS[0].key,
    pick: isCategoryTab(by) && value ? { tab: by, value } : null,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    gender: isGender(gender) ? gender : DEFAULT_VISITOR_GENDER,
  };
}

export function writeCategoryState(state: CategoryState): URLSearchParams {
  // `tab` is always written, so the URL is never empty (see useRememberedSearch).
  const params = new URLSearchParams({ tab: state.tab });
  if (state.pick) {
    params.set('by', state.pick.tab);
    params.set('value', state.pick.value);
  }
  if (state.page > 1) params.set('page', String(state.page));
  params.set('gender', state.gender);
  return params;
}

/** The age range an Age-tab button stands for ('30+ Unmarried' included). */
export function agePick(value: string): { min: number; max: number; maritalStatus?: string } | undefined {
  if (value === UNMARRIED_30_PLUS.label) return UNMARRIED_30_PLUS;
  return AGE_PRESETS.find((p) => p.label === value);
}

/**
 * The list query of a category pick. Every pick starts from the defaults of SPEC.md §9 (Unmarried,
 * ages 10-100) and changes only what it is about.
 */
export function categoryListParams(state: CategoryState, withGender: boolean): ListParams {
  const params: ListParams = {
    martial_status: DEFAULT_CATEGORY_MARITAL_STATUS,
    age__gte: DEFAULT_CATEGORY_AGE.min,
    age__lte: DEFAULT_CATEGORY_AGE.max,
    page: state.page,
    gender: withGender ? state.gender : undefined,
  };
  const pick = state.pick;
  if (!pick) return params;
  switch (pick.tab) {
    case 'state':
      return { ...params, state: pick.value };
    case 'country':
      return { ...params, country: pick.value };
    case 'education':
      return { ...params, education: pick.value };
    case 'maritalStatus':
      return { ...params, martial_status: pick.value };
    case 'maslak':
      return { ...params, maslak: pick.value };
    case 'biradari':
      return { ...params, biradari: pick.value };
    case 'specialAbled':
      return { ...params, physical_status: pick.value };
    case 'age': {
      const range = agePick(pick.value);
      if (!range) return params;
      return {
        ...params,
        age__gte: range.min,
        age__lte: range.max,
        martial_status: range.maritalStatus ?? params.martial_status,
      };
    }
  }
}
