// Issue 11 item 13: after the first login a user lands on 'For you', a list of listed profiles of
// the opposite gender built from what they said they expect (the set-expectation dialog), or,
// before they have said it, from their own state and the §9 age range.
import type { Expectation } from '../schemas/expectation';
import { searchDefaultsFor, type SearchDefaultsUser } from './search-defaults';

export interface ForYouFilters {
  age__gte: number;
  age__lte: number;
  state__in?: string;
  martial_status__in?: string;
  education__in?: string;
}

const list = (values: readonly string[] | undefined) =>
  values && values.length > 0 ? values.join(',') : undefined;

/** `expectation` is null when the user never set one (the stored text is empty). */
export function forYouFilters(user: SearchDefaultsUser, expectation: Expectation | null): ForYouFilters {
  if (expectation) {
    const defaults = searchDefaultsFor(user).age;
    const [min, max] = expectation.age ?? [defaults.min, defaults.max];
    return {
      age__gte: min,
      age__lte: max,
      state__in: list(expectation.state),
      martial_status__in: list(expectation.marital_status),
      education__in: list(expectation.education),
    };
  }
  const { age, state } = searchDefaultsFor(user);
  return { age__gte: age.min, age__lte: age.max, state__in: list(state) };
}
