// A profile page's answer for web tests, from the domain's type.
import type { ProfileDetail } from '@rishta/domain';

/**
 * Sara Khan's profile as GET /profiles/detail-slug/sara/ sends it to another user; `patch` changes
 * only what a test is about (the owner's own page, the photos).
 */
export const profileDetail = (patch: Partial<ProfileDetail> = {}): ProfileDetail => ({
  id: 7,
  slug: 'sara',
  profile_code: 'RM100007',
  full_name: 'Sara Khan',
  gender: 'Female',
  martial_status: 'Unmarried',
  year_of_birth: 1998,
  age: 27,
  height: '5.2',
  education: 'Graduate',
  biradari: 'Ansari',
  maslak: 'Sunni',
  state: 'Maharashtra',
  city: 'Pune',
  state_current: 'Maharashtra',
  city_current: 'Pune',
  country_current: 'India',
  contact_of: 'Father',
  private_contact: true,
  verification_status: 'Verified',
  thumbnail: null,
  is_owner: false,
  is_favourite: false,
  reported: false,
  ...patch,
});
