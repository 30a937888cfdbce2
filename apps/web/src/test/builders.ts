// Builders of the API's answers for web tests: one card and one page shape, from the domain's types.
import type { ProfileCard, ProfileCardPage } from '@rishta/domain';

/** A profile card as the list API sends it; `patch` changes only what a test is about. */
export const profileCard = (id: number, patch: Partial<ProfileCard> = {}): ProfileCard => ({
  id,
  slug: `profile-${id}`,
  profile_code: `RM${100000 + id}`,
  full_name: `Person ${id}`,
  gender: 'Female',
  age: 25,
  height: '5.2',
  education: 'Graduate',
  occupation: 'Teacher',
  martial_status: 'Unmarried',
  maslak: 'Deobandi',
  biradari: 'Ansari',
  city_current: 'Patna',
  state_current: 'Bihar',
  country_current: 'India',
  verification_status: 'Verified',
  thumbnail: null,
  photo_blurred: false,
  created_on: '2026-01-01T00:00:00Z',
  ...patch,
});

/** One page of a profile list, `count` matches in all. */
export const cardPage = (results: ProfileCard[], count = results.length): ProfileCardPage => ({
  count,
  next: null,
  previous: null,
  results,
});
