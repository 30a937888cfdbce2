import { describe, expect, it } from 'vitest';
import { PROFILE_FORM_FIELDS } from '@rishta/domain';
import { profileColumnsFrom, profileFieldsOf, profilePropertyOf } from '@rishta/db';

describe('the profile field map (wire name <-> column)', () => {
  it('stores every field of the profile form in a column of the same name', () => {
    const missing = PROFILE_FORM_FIELDS.filter((field) => profilePropertyOf(field) === undefined);
    expect(missing).toEqual([]);
  });

  it('writes only the allowed fields, skips unsent ones and never nulls a NOT NULL column', () => {
    const set = profileColumnsFrom(
      { full_name: 'Asma', approval_status: 'approved', degree: null, hobbies: null, weight: undefined },
      PROFILE_FORM_FIELDS,
    );
    expect(set).toEqual({ fullName: 'Asma', degree: null });
  });

  it('reads columns back under their wire names, timestamps as ISO text', () => {
    const row = { fullName: 'Asma', lastActive: new Date('2026-01-02T03:04:05Z') };
    const fields = profileFieldsOf(row as never, ['full_name', 'last_active', 'not_a_column']);
    expect(fields).toEqual({ full_name: 'Asma', last_active: '2026-01-02T03:04:05.000Z' });
  });
});
