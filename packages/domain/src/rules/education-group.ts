// Education groups of SPEC.md §9 (search defaults) and the no-degree list of §5. The spec spells
// the same names with and without spaces ('Aalim/Aalima' in §5, 'Aalim / Aalima' in §9), so names
// are compared ignoring case and spaces.

import { EDUCATION_WITHOUT_DEGREE } from '../constants/profile-options';
import { HIGHER_EDUCATION, LOWER_EDUCATION } from '../constants/search';

export type EducationGroup = 'higher' | 'lower';

function educationKey(name: string): string {
  return name.replace(/\s+/g, '').toLowerCase();
}

function includesEducation(list: readonly string[], education: string): boolean {
  const key = educationKey(education);
  return list.some((name) => educationKey(name) === key);
}

export function educationGroupOf(education: string | null | undefined): EducationGroup | undefined {
  if (!education) return undefined;
  if (includesEducation(HIGHER_EDUCATION, education)) return 'higher';
  if (includesEducation(LOWER_EDUCATION, education)) return 'lower';
  return undefined;
}

export function educationGroupMembers(group: EducationGroup): readonly string[] {
  return group === 'higher' ? HIGHER_EDUCATION : LOWER_EDUCATION;
}

/** Whether the degree field is required for this education (§5). */
export function degreeRequiredFor(education: string | null | undefined): boolean {
  if (!education || education.trim() === '') return false;
  return !includesEducation(EDUCATION_WITHOUT_DEGREE, education);
}
