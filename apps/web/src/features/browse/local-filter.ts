import type { ProfileCard } from '@rishta/domain';

/** The card fields a typed term is looked for in (SPEC.md §2 "Local search page"). */
const fieldsOf = (p: ProfileCard) => [p.full_name, p.profile_code, p.city_current, p.education, p.occupation];

/** A term as compared: trimmed, lower-case in any script, and with spacing collapsed. */
export const normaliseTerm = (term: string) => term.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/**
 * The profiles matching every term (each term narrows the list, so adding a chip never shows
 * more). A term matches when any field contains it.
 */
export function filterProfiles(profiles: readonly ProfileCard[], terms: readonly string[]): ProfileCard[] {
  const wanted = terms.map(normaliseTerm).filter(Boolean);
  if (wanted.length === 0) return [...profiles];
  return profiles.filter((profile) => {
    const haystack = fieldsOf(profile).map((f) => (f ?? '').toLocaleLowerCase());
    return wanted.every((term) => haystack.some((field) => field.includes(term)));
  });
}
