// Test builder: a complete, valid sign-up form (SPEC.md §3) for a man in India, as the web app
// sends it. Tests state only what they are about: `validProfileForm({ username, gender: 'Female' })`.

export interface ProfileFormOverrides {
  username?: string;
  [field: string]: unknown;
}

export function validProfileForm({ username = '9876543210', ...overrides }: ProfileFormOverrides = {}) {
  return {
    full_name: 'Ahmed Khan',
    gender: 'Male',
    martial_status: 'Unmarried',
    year_of_birth: 1995,
    height: '5.8',
    weight: 70,
    education: 'Graduate',
    degree: 'B.Com',
    occupation: 'Accountant',
    physical_status: 'Normal',
    fathers_name: 'Salim Khan',
    mothers_name: 'Rukhsana Begum',
    fathers_occupation: 'Expired',
    mothers_occupation: 'HouseWife',
    no_of_brothers: 2,
    no_of_married_brothers: 1,
    no_of_sisters: 0,
    no_of_married_sisters: 0,
    biradari: 'Pathan',
    maslak: 'Sunni Hanafi',
    contact_of: 'Self',
    whatsapp_country_code: '+91',
    contact_number: username,
    whatsapp_number: username,
    email: `${username}@example.com`,
    state: 'Maharashtra',
    city: 'Pune',
    state_current: 'Uttar Pradesh',
    city_current: 'Lucknow',
    hobbies: 'Reading',
    expectations: 'A pious and educated girl from a good family.',
    extra_information: 'I work in Pune and live with my parents.',
    username,
    password: 'secret1',
    confirm_password: 'secret1',
    ...overrides,
  };
}
