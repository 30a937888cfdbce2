import { describe, expect, it } from 'vitest';
import {
  EMPTY_SESSION,
  favouritesResponseSchema,
  loginResponseSchema,
  profileListResponseSchema,
  profileSchema,
  proposalSchema,
  proposalUpdateSchema,
  sessionSchema,
} from './entities';
import { messagesAt } from '../testing/issues';

const profile = {
  id: 7,
  slug: 'ahmed-khan-rm100007',
  profile_code: 'RM100007',
  full_name: 'Ahmed Khan',
  gender: 'Male',
  martial_status: 'Unmarried',
  year_of_birth: 1995,
  age: 29,
  height: '5.8',
  education: 'Graduate',
  biradari: 'Pathan',
  maslak: 'Sunni',
  state: 'Maharashtra',
  city: 'Pune',
  state_current: 'Maharashtra',
  city_current: 'Pune',
  verification_status: 'Not Verified',
};

describe('entity schemas', () => {
  it('accepts a profile without contact fields', () => {
    const parsed = profileSchema.parse(profile);
    expect(parsed).not.toHaveProperty('contact_number');
    expect(profileSchema.parse({ ...profile, contact_number: '9876543210' }).contact_number).toBe(
      '9876543210',
    );
  });

  it('refuses an unknown verification status', () => {
    expect(profileSchema.safeParse({ ...profile, verification_status: 'Pending' }).success).toBe(false);
  });

  it('wraps lists as count and results', () => {
    expect(
      profileListResponseSchema.parse({ count: 1, next: null, previous: null, results: [profile] }).count,
    ).toBe(1);
  });

  it('describes proposals and their update', () => {
    expect(
      proposalSchema.parse({ id: 1, sender: 2, receiver: 3, status: 'Sent', message: null }).status,
    ).toBe('Sent');
    expect(proposalSchema.safeParse({ id: 1, sender: 2, receiver: 3, status: 'Pending' }).success).toBe(
      false,
    );
    expect(proposalUpdateSchema.safeParse({ status: 'Accepted' }).success).toBe(true);
    expect(messagesAt(proposalUpdateSchema, { status: 'Rejected', message: '' }, 'message')).toEqual([
      'Reason is required',
    ]);
    expect(proposalUpdateSchema.safeParse({ status: 'Sent' }).success).toBe(false);
  });

  it('describes favourites, login and session', () => {
    expect(
      favouritesResponseSchema.parse({ favourite_profile_ids: 'RM100001,RM100002' }).favourite_profile_ids,
    ).toBe('RM100001,RM100002');
    expect(loginResponseSchema.safeParse({ token: 't', profile_id: 7, slug: 's' }).success).toBe(true);
    expect(loginResponseSchema.safeParse({ token: 't', slug: 's' }).success).toBe(false);
    expect(sessionSchema.parse(EMPTY_SESSION)).toEqual(EMPTY_SESSION);
    expect(sessionSchema.safeParse({ ...EMPTY_SESSION, language: 'fr' }).success).toBe(false);
  });
});
