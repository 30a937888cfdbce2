// A profile review answer for the tests (GET /admin/profiles/:code/review/), from the domain's
// type; `patch` changes only what a test is about.
import type { ProfileReview } from './queries';

type Patch = Partial<Omit<ProfileReview, 'profile' | 'standing'>> & {
  profile?: Partial<ProfileReview['profile']>;
  standing?: Partial<ProfileReview['standing']>;
};

export function reviewAnswer(id: number, { profile, standing, ...patch }: Patch = {}): ProfileReview {
  return {
    profile: {
      id,
      slug: `person-${id}`,
      profile_code: `RM${100000 + id}`,
      full_name: `Person ${id}`,
      gender: 'Female',
      martial_status: 'Unmarried',
      year_of_birth: 1998,
      month_of_birth: 4,
      date_of_birth: '1998-01-01',
      age: 27,
      height: '5.4',
      weight: 55,
      education: 'Graduate',
      degree: 'B.Sc.',
      occupation: 'Teacher',
      hobbies: 'Reading',
      physical_status: 'Normal',
      fathers_name: 'Abdul Rahman',
      mothers_name: 'Ayesha',
      fathers_occupation: 'Shopkeeper',
      no_of_brothers: 2,
      no_of_married_brothers: 1,
      no_of_sisters: 1,
      no_of_married_sisters: 0,
      biradari: 'Ansari',
      maslak: 'Sunni',
      state: 'Maharashtra',
      city: 'Pune',
      state_current: 'Maharashtra',
      city_current: 'Mumbai',
      country: 'India',
      country_current: 'India',
      same_location: false,
      contact_of: 'Father',
      contact_number: '9876500001',
      whatsapp_number: '9876500001',
      whatsapp_country_code: '+91',
      email: 'person@example.com',
      private_contact: true,
      expectations: 'A kind and educated partner.',
      extra_information: 'I like teaching children.',
      expectation_proposal: JSON.stringify({
        age: [25, 32],
        state: ['Maharashtra'],
        education: ['Graduate'],
      }),
      view_count: 12,
      updated_on: new Date(Date.now() - 86_400_000).toISOString(),
      ...profile,
    },
    standing: {
      approval_status: 'pending',
      approval_remarks: null,
      is_active: false,
      verification_status: 'Not Verified',
      verification_remarks: null,
      listed: false,
      is_blocked: false,
      block_reason: null,
      deletion_request: null,
      ...standing,
    },
    account: {
      username: '9876500001',
      created_on: new Date(Date.now() - 3 * 86_400_000).toISOString(),
      last_active: new Date(Date.now() - 3_600_000).toISOString(),
      last_login_on: null,
    },
    photos: [
      { slot: 0, url: '/api/media/photos/a.jpg?e=1&s=x' },
      { slot: 1, url: '/api/media/photos/b.jpg?e=1&s=x' },
    ],
    document: null,
    keyword_hits: [],
    duplicates: [],
    proposals: { sent: 3, received: 5, accepted: 1 },
    reports: { open: 1, handled: 2 },
    audit: [],
    ...patch,
  };
}
