import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { profileDetailSchema, profileListQuerySchema } from './discovery';

describe('profileListQuerySchema', () => {
  it('accepts the query variants of §7 and defaults to page 1', () => {
    const parsed = profileListQuerySchema.parse({
      maslak__in: 'Sunni Hanafi,Ahle Hadees',
      height__in: '5.4,5.11',
      code: 'rm100001,RM100002',
      age__gte: '22',
      ordering: '-created_on',
    });
    expect(parsed).toMatchObject({ page: 1, age__gte: 22, maslak__in: 'Sunni Hanafi,Ahle Hadees' });
  });

  it('refuses heights and profile codes that do not exist', () => {
    const height = profileListQuerySchema.safeParse({ height__in: '5.4,5.12' });
    expect(height.error?.issues[0]?.message).toBe(MESSAGES.invalidChoice);
    const code = profileListQuerySchema.safeParse({ code: 'RM100001,abc' });
    expect(code.error?.issues[0]?.message).toBe(MESSAGES.invalidProfileCode);
    expect(profileListQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });
});

describe('profileDetailSchema', () => {
  it('keeps contact keys optional so they can be left out', () => {
    const shape = profileDetailSchema.shape;
    expect(shape.contact_number.safeParse(undefined).success).toBe(true);
    expect(shape.is_owner.safeParse(undefined).success).toBe(false);
  });
});
