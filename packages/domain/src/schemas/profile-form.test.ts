import { describe, expect, it } from 'vitest';
import {
  emailUpdateSchema,
  PROFILE_FORM_DEFAULTS,
  PROFILE_FORM_STEPS,
  contactStepSchema,
  familyStepSchema,
  otherStepSchema,
  otpStepSchema,
  passwordStepSchema,
  personalStepSchema,
  profileCreateSchema,
  profileFormSchema,
  profileUpdateSchema,
} from './profile-form';
import { issuesOf, messagesAt } from '../testing/issues';
import { TEXT_MAX } from '../constants/limits';

const REQUIRED = 'This field is required.';

const personal = {
  full_name: 'Ahmed Khan',
  gender: 'Male',
  martial_status: 'Unmarried',
  year_of_birth: '1995',
  month_of_birth: '',
  height: '5.8',
  weight: '70',
  education: 'Graduate',
  degree: 'B.Com',
  occupation: 'Accountant',
  physical_status: 'Normal',
};

const family = {
  fathers_name: 'Salim Khan',
  mothers_name: 'Rukhsana Begum',
  fathers_occupation: 'Expired',
  mothers_occupation: 'HouseWife',
  no_of_brothers: '2',
  no_of_married_brothers: '1',
  no_of_sisters: '1',
  no_of_married_sisters: '0',
  biradari: 'Pathan',
  maslak: 'Sunni',
};

const contact = {
  contact_of: 'Self',
  whatsapp_country_code: '+91',
  contact_number: '9876543210',
  whatsapp_number: '9876543210',
  email: '',
  state: 'Maharashtra',
  city: 'Pune',
  state_current: 'Maharashtra',
  city_current: 'Pune',
  same_location: true,
};

const other = {
  hobbies: 'Reading',
  expectations: 'A pious and educated girl from a good family.',
  extra_information: 'I work in Pune and live with my parents.',
};

const form = { ...personal, ...family, ...contact, ...other };
const signup = {
  ...form,
  username: '9876543210',
  password: 'secret1',
  confirm_password: 'secret1',
  otp: '123456',
};

describe('personal step', () => {
  it('accepts a valid step and converts numbers', () => {
    const data = personalStepSchema.parse(personal);
    expect(data.year_of_birth).toBe(1995);
    expect(data.weight).toBe(70);
    expect(data.month_of_birth).toBeNull();
  });

  it('reports every required field on an empty step', () => {
    const issues = issuesOf(personalStepSchema, {});
    for (const field of [
      'full_name',
      'gender',
      'martial_status',
      'year_of_birth',
      'height',
      'weight',
      'education',
      'occupation',
    ]) {
      expect(issues[field]).toEqual([REQUIRED]);
    }
    expect(issues.degree).toBeUndefined();
  });

  it('checks full_name length 5 to 20', () => {
    expect(messagesAt(personalStepSchema, { ...personal, full_name: 'Ali' }, 'full_name')).toEqual([
      'Min 5 characters required.',
    ]);
    expect(messagesAt(personalStepSchema, { ...personal, full_name: 'A'.repeat(21) }, 'full_name')).toEqual([
      'Max 20 characters required.',
    ]);
    expect(messagesAt(personalStepSchema, { ...personal, full_name: '' }, 'full_name')).toEqual([REQUIRED]);
  });

  it('checks weight 40 to 200', () => {
    expect(messagesAt(personalStepSchema, { ...personal, weight: '39' }, 'weight')).toEqual([
      'Minimum value is 40.',
    ]);
    expect(messagesAt(personalStepSchema, { ...personal, weight: '201' }, 'weight')).toEqual([
      'Maximum value is 200.',
    ]);
    expect(messagesAt(personalStepSchema, { ...personal, weight: 'heavy' }, 'weight')).toEqual([
      'Invalid Numbers.',
    ]);
  });

  it('checks year of birth 1930 to 2004', () => {
    expect(messagesAt(personalStepSchema, { ...personal, year_of_birth: '2005' }, 'year_of_birth')).toEqual([
      'Maximum value is 2004.',
    ]);
    expect(messagesAt(personalStepSchema, { ...personal, year_of_birth: 1929 }, 'year_of_birth')).toEqual([
      'Minimum value is 1930.',
    ]);
  });

  it('requires detail, duration (min 4) and children for a status other than Unmarried', () => {
    const divorced = { ...personal, martial_status: 'Divorced' };
    const issues = issuesOf(personalStepSchema, divorced);
    expect(issues.detail_for_this_status).toEqual([REQUIRED]);
    expect(issues.duration_after_khula_or_divorce).toEqual([REQUIRED]);
    expect(issues.no_of_children).toEqual([REQUIRED]);

    expect(
      messagesAt(
        personalStepSchema,
        {
          ...divorced,
          detail_for_this_status: 'Divorced in 2020',
          duration_after_khula_or_divorce: '2 y',
          no_of_children: '0',
        },
        'duration_after_khula_or_divorce',
      ),
    ).toEqual(['Min 4 characters required.']);

    const ok = personalStepSchema.safeParse({
      ...divorced,
      detail_for_this_status: 'Divorced in 2020',
      duration_after_khula_or_divorce: '2 years',
      no_of_children: '0',
    });
    expect(ok.success).toBe(true);
  });

  it('does not ask Unmarried users for the status details', () => {
    expect(personalStepSchema.safeParse(personal).success).toBe(true);
  });

  it('limits children to 0..9', () => {
    const divorced = {
      ...personal,
      martial_status: 'Widowed',
      detail_for_this_status: 'Wife passed away',
      duration_after_khula_or_divorce: '3 years',
    };
    expect(messagesAt(personalStepSchema, { ...divorced, no_of_children: '10' }, 'no_of_children')).toEqual([
      'Maximum value is 9.',
    ]);
  });

  it('requires a degree unless the education needs none', () => {
    expect(messagesAt(personalStepSchema, { ...personal, degree: '' }, 'degree')).toEqual([REQUIRED]);
    for (const education of [
      'Aalim / Aalima',
      'Below 10th',
      'Hafiz / Hafiza',
      'Mufti',
      '10th Pass',
      '12th Pass',
      'Aalim/Aalima',
    ]) {
      expect(personalStepSchema.safeParse({ ...personal, education, degree: '' }).success).toBe(true);
    }
    expect(
      messagesAt(personalStepSchema, { ...personal, education: 'Diploma', degree: '' }, 'degree'),
    ).toEqual([REQUIRED]);
  });

  it('requires the handicap detail only for Handicap', () => {
    expect(
      messagesAt(personalStepSchema, { ...personal, physical_status: 'Handicap' }, 'handicap_detail'),
    ).toEqual([REQUIRED]);
    expect(
      personalStepSchema.safeParse({ ...personal, physical_status: 'Handicap', handicap_detail: 'Left leg' })
        .success,
    ).toBe(true);
  });

  it('reports conditional errors together with field errors', () => {
    const issues = issuesOf(personalStepSchema, { ...personal, full_name: '', martial_status: 'Khula' });
    expect(issues.full_name).toEqual([REQUIRED]);
    expect(issues.detail_for_this_status).toEqual([REQUIRED]);
  });

  it('rejects an unknown gender', () => {
    expect(messagesAt(personalStepSchema, { ...personal, gender: 'X' }, 'gender')).toEqual([
      'Please choose a valid option.',
    ]);
  });
});

describe('family step', () => {
  it('accepts a valid step', () => {
    expect(familyStepSchema.safeParse(family).success).toBe(true);
  });

  it('requires parent fields of 5 to 200 characters', () => {
    for (const field of ['fathers_name', 'mothers_name', 'fathers_occupation', 'mothers_occupation']) {
      expect(messagesAt(familyStepSchema, { ...family, [field]: '' }, field)).toEqual([REQUIRED]);
      expect(messagesAt(familyStepSchema, { ...family, [field]: 'Abc' }, field)).toEqual([
        'Min 5 characters required.',
      ]);
      expect(messagesAt(familyStepSchema, { ...family, [field]: 'a'.repeat(201) }, field)).toEqual([
        'Max 200 characters required.',
      ]);
    }
  });

  it('requires sibling counts as digits 0 to 10', () => {
    expect(messagesAt(familyStepSchema, { ...family, no_of_brothers: '' }, 'no_of_brothers')).toEqual([
      REQUIRED,
    ]);
    expect(messagesAt(familyStepSchema, { ...family, no_of_sisters: 'two' }, 'no_of_sisters')).toEqual([
      'Invalid Numbers.',
    ]);
    expect(messagesAt(familyStepSchema, { ...family, no_of_sisters: '11' }, 'no_of_sisters')).toEqual([
      'Maximum value is 10.',
    ]);
    expect(
      messagesAt(familyStepSchema, { ...family, no_of_married_sisters: '' }, 'no_of_married_sisters'),
    ).toEqual([REQUIRED]);
  });

  it('keeps married counts within the total', () => {
    expect(
      messagesAt(
        familyStepSchema,
        { ...family, no_of_brothers: '2', no_of_married_brothers: '3' },
        'no_of_married_brothers',
      ),
    ).toEqual(['Maximum value is 2.']);
    expect(
      messagesAt(
        familyStepSchema,
        { ...family, no_of_sisters: 1, no_of_married_sisters: 2 },
        'no_of_married_sisters',
      ),
    ).toEqual(['Maximum value is 1.']);
    expect(
      familyStepSchema.safeParse({ ...family, no_of_brothers: '2', no_of_married_brothers: '2' }).success,
    ).toBe(true);
  });

  it('requires biradari and maslak', () => {
    const issues = issuesOf(familyStepSchema, { ...family, biradari: '', maslak: ' ' });
    expect(issues.biradari).toEqual([REQUIRED]);
    expect(issues.maslak).toEqual([REQUIRED]);
  });
});

describe('contact step', () => {
  it('accepts a valid step', () => {
    expect(contactStepSchema.safeParse(contact).success).toBe(true);
  });

  it('requires digits-only numbers and a country code', () => {
    expect(
      messagesAt(contactStepSchema, { ...contact, contact_number: '98765-43210' }, 'contact_number'),
    ).toEqual(['Invalid Numbers.']);
    expect(messagesAt(contactStepSchema, { ...contact, whatsapp_number: '' }, 'whatsapp_number')).toEqual([
      REQUIRED,
    ]);
    expect(
      messagesAt(contactStepSchema, { ...contact, whatsapp_country_code: '' }, 'whatsapp_country_code'),
    ).toEqual([REQUIRED]);
    expect(
      messagesAt(contactStepSchema, { ...contact, whatsapp_country_code: '91a' }, 'whatsapp_country_code'),
    ).toEqual(['Invalid Numbers.']);
  });

  it("checks the e-mail with 'E-mail must be valid' only when given", () => {
    expect(messagesAt(contactStepSchema, { ...contact, email: 'rahul@gmail' }, 'email')).toEqual([
      'E-mail must be valid',
    ]);
    expect(contactStepSchema.parse({ ...contact, email: 'rahul@gmail.com' }).email).toBe('rahul@gmail.com');
    expect(contactStepSchema.parse({ ...contact, email: '' }).email).toBeNull();
  });

  it("requires the e-mail dialog's address and checks it with 'E-mail must be valid'", () => {
    expect(messagesAt(emailUpdateSchema, { email: '' }, 'email')).toEqual([REQUIRED]);
    expect(messagesAt(emailUpdateSchema, { email: '   ' }, 'email')).toEqual([REQUIRED]);
    expect(messagesAt(emailUpdateSchema, { email: 'rahul@gmail' }, 'email')).toEqual([
      'E-mail must be valid',
    ]);
    expect(emailUpdateSchema.parse({ email: ' rahul@gmail.com ' })).toEqual({ email: 'rahul@gmail.com' });
  });

  it('requires contact_of and all four locations', () => {
    const issues = issuesOf(contactStepSchema, {});
    for (const field of ['contact_of', 'state', 'city', 'state_current', 'city_current', 'contact_number']) {
      expect(issues[field]).toEqual([REQUIRED]);
    }
  });
});

describe('other step', () => {
  it('requires hobbies and at least 25 characters of expectations and extra information', () => {
    expect(otherStepSchema.safeParse(other).success).toBe(true);
    const issues = issuesOf(otherStepSchema, {
      hobbies: '',
      expectations: 'Too short',
      extra_information: '',
    });
    expect(issues.hobbies).toEqual([REQUIRED]);
    expect(issues.expectations).toEqual(['Min 25 characters required.']);
    expect(issues.extra_information).toEqual([REQUIRED]);
  });
});

describe('text lengths', () => {
  // Every free-text field is bounded (issue 10): one unbroken 40,000-character word used to
  // freeze the bio-data PDF for seconds.
  const tooLong = {
    expectations: TEXT_MAX.long,
    extra_information: TEXT_MAX.long,
    hobbies: TEXT_MAX.detail,
    detail_for_this_status: TEXT_MAX.detail,
    handicap_detail: TEXT_MAX.detail,
    occupation: TEXT_MAX.short,
    degree: TEXT_MAX.short,
    duration_after_khula_or_divorce: TEXT_MAX.short,
    city: TEXT_MAX.choice,
    education: TEXT_MAX.choice,
    email: TEXT_MAX.email,
  } as const;

  it('accepts each field at its maximum and refuses one character more, on create and update', () => {
    for (const [field, max] of Object.entries(tooLong)) {
      const at = field === 'email' ? `${'a'.repeat(max - 6)}@x.com` : 'W'.repeat(max);
      const over = field === 'email' ? `${'a'.repeat(max - 5)}@x.com` : 'W'.repeat(max + 1);
      expect(messagesAt(profileUpdateSchema, { [field]: at }, field), field).toEqual([]);
      const message = `Max ${max} characters required.`;
      expect(messagesAt(profileUpdateSchema, { [field]: over }, field), field).toEqual([message]);
      expect(messagesAt(profileCreateSchema, { ...signup, [field]: over }, field), field).toEqual([message]);
    }
  });

  it('bounds passwords too', () => {
    const password = 'a1'.repeat(TEXT_MAX.password);
    expect(messagesAt(passwordStepSchema, { password, confirm_password: password }, 'password')).toEqual([
      `Max ${TEXT_MAX.password} characters required.`,
    ]);
  });
});

describe('password and OTP steps', () => {
  it('requires passwords of at least 6 that match', () => {
    expect(
      passwordStepSchema.safeParse({ password: 'sabr-2024', confirm_password: 'sabr-2024' }).success,
    ).toBe(true);
    expect(
      messagesAt(passwordStepSchema, { password: 'Secret', confirm_password: 'Secret' }, 'password'),
    ).toEqual(['This password is too common. Please choose a less obvious one.']);
    const issues = issuesOf(passwordStepSchema, { password: 'abc', confirm_password: '' });
    expect(issues.password).toEqual(['Min 6 characters required.']);
    expect(issues.confirm_password).toEqual([REQUIRED]);
    expect(
      messagesAt(
        passwordStepSchema,
        { password: 'secret1', confirm_password: 'secret2' },
        'confirm_password',
      ),
    ).toEqual(['Does not match.']);
  });

  it("reports 'OTP is incorrect' for anything but 6 digits", () => {
    expect(otpStepSchema.safeParse({ otp: '123456' }).success).toBe(true);
    for (const otp of ['12345', '1234567', '12a456']) {
      expect(messagesAt(otpStepSchema, { otp }, 'otp')).toEqual(['OTP is incorrect']);
    }
    expect(messagesAt(otpStepSchema, { otp: '' }, 'otp')).toEqual([REQUIRED]);
  });
});

describe('PROFILE_FORM_DEFAULTS', () => {
  it('starts with the HouseWife and +91 defaults', () => {
    expect(PROFILE_FORM_DEFAULTS.mothers_occupation).toBe('HouseWife');
    expect(PROFILE_FORM_DEFAULTS.whatsapp_country_code).toBe('+91');
    expect(
      familyStepSchema.safeParse({ ...family, mothers_occupation: PROFILE_FORM_DEFAULTS.mothers_occupation })
        .success,
    ).toBe(true);
  });
});

describe('PROFILE_FORM_STEPS', () => {
  it('lists the four form steps in order with their fields', () => {
    expect(PROFILE_FORM_STEPS.map((s) => s.key)).toEqual(['personal', 'family', 'contact', 'other']);
    const fields = PROFILE_FORM_STEPS.flatMap((s) => s.fields);
    expect(new Set(fields).size).toBe(fields.length);
    expect(fields).toContain('martial_status');
    expect(fields).toContain('extra_information');
  });
});

describe('profileFormSchema', () => {
  it('fixes country to India, fills country_current and date_of_birth', () => {
    const data = profileFormSchema.parse({ ...form, country: 'Pakistan', country_current: '' });
    expect(data.country).toBe('India');
    expect(data.country_current).toBe('India');
    expect(data.date_of_birth).toBe('1995-01-01');
    expect(profileFormSchema.parse({ ...form, country_current: 'Qatar' }).country_current).toBe('Qatar');
  });

  it('clears stale dependent values as §4 does', () => {
    const data = profileFormSchema.parse({
      ...form,
      detail_for_this_status: 'left over',
      duration_after_khula_or_divorce: '2 years',
      handicap_detail: 'left over',
      no_of_brothers: '0',
      no_of_married_brothers: '3',
    });
    expect(data.detail_for_this_status).toBeNull();
    expect(data.duration_after_khula_or_divorce).toBeNull();
    expect(data.handicap_detail).toBeNull();
    expect(data.no_of_married_brothers).toBe(0);
  });

  it('drops fields users may not set', () => {
    const data = profileFormSchema.parse({
      ...form,
      approval_status: 'approved',
      is_superuser: true,
      view_count: 9,
    });
    expect(data).not.toHaveProperty('approval_status');
    expect(data).not.toHaveProperty('is_superuser');
    expect(data).not.toHaveProperty('view_count');
  });

  it('reports errors of every step at once', () => {
    const issues = issuesOf(profileFormSchema, { ...form, full_name: '', maslak: '', city: '', hobbies: '' });
    expect(Object.keys(issues).sort()).toEqual(['city', 'full_name', 'hobbies', 'maslak']);
  });
});

describe('profileCreateSchema', () => {
  it('accepts a whole sign-up and defaults private_contact by gender', () => {
    expect(profileCreateSchema.parse(signup).private_contact).toBe(false);
    expect(profileCreateSchema.parse({ ...signup, gender: 'Female' }).private_contact).toBe(true);
    expect(
      profileCreateSchema.parse({ ...signup, gender: 'Female', private_contact: false }).private_contact,
    ).toBe(false);
  });

  it('checks username, password pair and OTP', () => {
    const issues = issuesOf(profileCreateSchema, {
      ...signup,
      username: '1234567890',
      confirm_password: 'other1',
      otp: '12',
    });
    expect(issues.username).toEqual(["Can't start with 0, 1, 2, 3, 4, 5"]);
    expect(issues.confirm_password).toEqual(['Does not match.']);
    expect(issues.otp).toEqual(['OTP is incorrect']);
  });

  it('accepts an e-mail username for users abroad', () => {
    expect(profileCreateSchema.safeParse({ ...signup, username: 'ahmed@example.com' }).success).toBe(true);
    expect(messagesAt(profileCreateSchema, { ...signup, username: 'ahmed@example' }, 'username')).toEqual([
      'Invalid e-mail.',
    ]);
  });

  it('carries the interface language the form was filled in, English by default (issue 30)', () => {
    expect(profileCreateSchema.parse(signup).language).toBe('en');
    expect(profileCreateSchema.parse({ ...signup, language: 'ur' }).language).toBe('ur');
    expect(messagesAt(profileCreateSchema, { ...signup, language: 'xx' }, 'language')).toEqual([
      'Please choose a valid option.',
    ]);
  });
});

describe('profileUpdateSchema', () => {
  it('accepts a single-field update and leaves other fields out', () => {
    const data = profileUpdateSchema.parse({ email: 'rahul@gmail.com' });
    expect(data).toEqual({ email: 'rahul@gmail.com' });
    expect(profileUpdateSchema.parse({ country_current: '' })).toEqual({ country_current: 'India' });
  });

  it('accepts the whole form without password or OTP', () => {
    const data = profileUpdateSchema.parse({ ...form, country: 'Nepal', password: 'x', otp: '1' });
    expect(data).not.toHaveProperty('password');
    expect(data).not.toHaveProperty('otp');
    expect(data.country).toBe('India');
    expect(data.date_of_birth).toBe('1995-01-01');
  });

  it('applies conditional rules when the deciding field is sent', () => {
    const issues = issuesOf(profileUpdateSchema, { martial_status: 'Divorced' });
    expect(issues.detail_for_this_status).toEqual([REQUIRED]);
    expect(issues.no_of_children).toEqual([REQUIRED]);
    expect(messagesAt(profileUpdateSchema, { full_name: 'Ali' }, 'full_name')).toEqual([
      'Min 5 characters required.',
    ]);
  });

  it('clears dependent values when switching to Unmarried', () => {
    const data = profileUpdateSchema.parse({ martial_status: 'Unmarried' });
    expect(data.detail_for_this_status).toBeNull();
    expect(data.no_of_children).toBeNull();
  });

  it('validates expectation_proposal as expectation JSON and bounds reason_to_delete', () => {
    expect(profileUpdateSchema.safeParse({ expectation_proposal: '{"age":[20,30]}' }).success).toBe(true);
    expect(profileUpdateSchema.safeParse({ expectation_proposal: 'not json' }).success).toBe(false);
    expect(
      messagesAt(profileUpdateSchema, { expectation_proposal: '{"age":[10,30]}' }, 'expectation_proposal'),
    ).toEqual(['Minimum value is 18.']);
    expect(
      messagesAt(profileUpdateSchema, { reason_to_delete: 'x'.repeat(2001) }, 'reason_to_delete'),
    ).toEqual(['Max 2000 characters required.']);
  });
});
