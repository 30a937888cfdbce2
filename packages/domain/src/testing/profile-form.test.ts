import { describe, expect, it } from 'vitest';
import { profileCreateSchema } from '../schemas/profile-form';
import { validProfileForm } from './profile-form';

describe('validProfileForm', () => {
  it('is a sign-up the schema accepts, for the username and overrides given', () => {
    const form = validProfileForm({ username: '9123456780', gender: 'Female', full_name: 'Sana Sheikh' });
    expect(profileCreateSchema.safeParse({ ...form, otp: '123456' }).success).toBe(true);
    expect(form).toMatchObject({ username: '9123456780', contact_number: '9123456780', gender: 'Female' });
  });
});
