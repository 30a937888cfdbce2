/**
 * The requests of SPEC.md §7's list variants and the profile page, as the web app makes them
 * (apps/web/src/features/browse), with values drawn at random from those the data holds. Shared by
 * the load benchmarks on PostgreSQL (search-load.ts) and on the embedded default (embedded-load.ts).
 */

/** Values as people would pick them: states, educations and first names that the data holds. */
export interface Values {
  states: string[];
  educations: string[];
  names: string[];
  slugs: string[];
}

export const random = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
export const genders = ['Male', 'Female'] as const;

export function listPath(params: Record<string, string | number | undefined>): string {
  const entries = Object.entries(params).filter((e): e is [string, string | number] => e[1] !== undefined);
  return `/api/profiles/list/?${new URLSearchParams(entries.map(([k, v]): [string, string] => [k, String(v)]))}`;
}

/** A variant's next request path; a visitor's names the gender looked for, a logged-in user's does not. */
export type Variant = (gender: string | undefined) => string;

/** Each variant as the web app asks for it, values at random. */
export function variants(v: Values): Record<string, Variant> {
  const category = (page: number) => (gender: string | undefined) =>
    listPath({
      martial_status: 'Unmarried',
      age__gte: 10,
      age__lte: 100,
      state: random(v.states),
      page,
      gender,
    });
  return {
    'category p1': category(1),
    'category p50': category(50),
    search: (gender) => {
      const states = new Set([random(v.states), random(v.states)]);
      const educations = new Set([random(v.educations), random(v.educations)]);
      const from = 20 + Math.floor(Math.random() * 10);
      return listPath({
        state__in: [...states].join(','),
        martial_status__in: 'Unmarried,Divorced',
        education__in: [...educations].join(','),
        age__gte: from,
        age__lte: from + 5 + Math.floor(Math.random() * 10),
        gender,
      });
    },
    'free text': (gender) => listPath({ search: random(v.names), gender }),
    'new profiles': (gender) => listPath({ ordering: '-created_on', limit: 50, gender }),
    'local search': (gender) => listPath({ ordering: '-created_on', limit: 1000, gender }),
    detail: () => `/api/profiles/detail-slug/${random(v.slugs)}/`,
  };
}
