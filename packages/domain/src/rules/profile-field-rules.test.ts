import { describe, expect, it } from 'vitest';
import { applyProfileFieldRules, defaultPrivateContact, isExpired } from './profile-field-rules';

describe('applyProfileFieldRules', () => {
  it('clears status details for Unmarried', () => {
    const out = applyProfileFieldRules({
      martial_status: 'Unmarried',
      detail_for_this_status: 'x',
      duration_after_khula_or_divorce: '2 years',
      no_of_children: '2',
    });
    expect(out).toEqual({
      martial_status: 'Unmarried',
      detail_for_this_status: '',
      duration_after_khula_or_divorce: '',
      no_of_children: '',
    });
  });

  it('keeps status details for other statuses', () => {
    const form = { martial_status: 'Divorced', detail_for_this_status: 'x', no_of_children: '2' };
    expect(applyProfileFieldRules(form)).toEqual(form);
  });

  it('clears the handicap detail for Normal only', () => {
    expect(applyProfileFieldRules({ physical_status: 'Normal', handicap_detail: 'x' }).handicap_detail).toBe(
      '',
    );
    expect(
      applyProfileFieldRules({ physical_status: 'Handicap', handicap_detail: 'x' }).handicap_detail,
    ).toBe('x');
  });

  it('sets married siblings to 0 when there are none, keeping the value type', () => {
    expect(
      applyProfileFieldRules({ no_of_brothers: '0', no_of_married_brothers: '2' }).no_of_married_brothers,
    ).toBe('0');
    expect(applyProfileFieldRules({ no_of_sisters: 0, no_of_married_sisters: 1 }).no_of_married_sisters).toBe(
      0,
    );
    expect(
      applyProfileFieldRules({ no_of_sisters: '', no_of_married_sisters: '1' }).no_of_married_sisters,
    ).toBe('1');
    expect(
      applyProfileFieldRules({ no_of_brothers: '3', no_of_married_brothers: '2' }).no_of_married_brothers,
    ).toBe('2');
  });

  it('can clear to null for the API and does not change its input', () => {
    const form = { martial_status: 'Unmarried', detail_for_this_status: 'x' };
    expect(applyProfileFieldRules(form, { empty: null }).detail_for_this_status).toBeNull();
    expect(form.detail_for_this_status).toBe('x');
  });
});

describe('defaults and markers', () => {
  it('hides contacts of female profiles by default', () => {
    expect(defaultPrivateContact('Female')).toBe(true);
    expect(defaultPrivateContact('Male')).toBe(false);
    expect(defaultPrivateContact(undefined)).toBe(false);
  });

  it('recognises the Expired marker', () => {
    expect(isExpired('Expired')).toBe(true);
    expect(isExpired(' expired ')).toBe(true);
    expect(isExpired('Teacher')).toBe(false);
    expect(isExpired(null)).toBe(false);
  });
});
