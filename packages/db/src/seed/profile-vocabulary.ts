// Word lists the demo profile generator draws on. Kept apart from the generator so the rules
// (who gets which status, which state) stay readable there, and the wording can be edited here.

import type { Gender } from '@rishta/domain';

export interface Weighted<T> {
  value: T;
  weight: number;
}

// Roughly proportional to each state's Muslim population (Census 2011, in lakhs, rounded), so
// listings look like the real audience. States not listed get the small default weight.
export const STATE_WEIGHTS: Readonly<Record<string, number>> = {
  'Uttar Pradesh': 385,
  'West Bengal': 247,
  Bihar: 176,
  Maharashtra: 130,
  Assam: 107,
  Kerala: 89,
  'Jammu and Kashmir': 85,
  Karnataka: 79,
  Rajasthan: 62,
  Gujarat: 58,
  Telangana: 45,
  Jharkhand: 48,
  'Madhya Pradesh': 48,
  'Tamil Nadu': 42,
  'Andhra Pradesh': 35,
  Delhi: 22,
  Haryana: 18,
  Uttarakhand: 14,
};
export const DEFAULT_STATE_WEIGHT = 3;

// Cities with large Muslim communities, preferred over a uniform pick from the state's long list.
// Each name must be in CITIES_BY_STATE; the generator ignores any that is not.
export const MAJOR_CITIES: Readonly<Record<string, readonly string[]>> = {
  'Uttar Pradesh': [
    'Lucknow',
    'Aligarh',
    'Moradabad',
    'Bareilly',
    'Rampur',
    'Saharanpur',
    'Meerut',
    'Kanpur',
    'Azamgarh',
    'Deoband',
    'Varanasi',
  ],
  Bihar: ['Patna', 'Darbhanga', 'Kishanganj', 'Katihar', 'Bhagalpur', 'Purnia', 'Gaya'],
  'West Bengal': ['Kolkata', 'Howrah', 'Murshidabad', 'Baharampur', 'Malda', 'English Bazar'],
  Maharashtra: [
    'Mumbai',
    'Pune',
    'Bhiwandi',
    'Malegaon',
    'Mumbra',
    'Thane',
    'Nagpur',
    'Chhatrapati Sambhajinagar',
    'Nanded',
  ],
  Kerala: ['Kozhikode', 'Malappuram', 'Kochi', 'Kannur', 'Thiruvananthapuram'],
  Karnataka: ['Bengaluru', 'Mysuru', 'Kalaburagi', 'Bidar', 'Mangaluru', 'Bhatkal'],
  Telangana: ['Hyderabad', 'Secunderabad', 'Nizamabad', 'Warangal'],
  Gujarat: ['Ahmedabad', 'Surat', 'Vadodara', 'Bharuch', 'Godhra'],
  'Jammu and Kashmir': ['Srinagar', 'Anantnag', 'Baramulla', 'Sopore', 'Jammu'],
  Assam: ['Guwahati', 'Dhubri', 'Barpeta', 'Nagaon'],
  Rajasthan: ['Jaipur', 'Tonk', 'Ajmer', 'Jodhpur'],
  'Tamil Nadu': ['Chennai', 'Vellore', 'Ambur', 'Vaniyambadi', 'Melvisharam', 'Tirunelveli'],
  'Madhya Pradesh': ['Bhopal', 'Indore', 'Burhanpur', 'Ujjain', 'Jabalpur'],
  'Andhra Pradesh': ['Kurnool', 'Kadapa', 'Vijayawada'],
  Jharkhand: ['Ranchi', 'Dhanbad', 'Jamshedpur'],
  Delhi: ['Delhi', 'New Delhi', 'Old Delhi', 'Jamia Nagar', 'Okhla', 'Seelampur'],
  Haryana: ['Nuh', 'Gurugram'],
};

/** Where members who moved for work live now (state, then its big cities). */
export const WORK_DESTINATIONS: readonly Weighted<string>[] = [
  { value: 'Maharashtra', weight: 30 },
  { value: 'Delhi', weight: 25 },
  { value: 'Karnataka', weight: 18 },
  { value: 'Telangana', weight: 15 },
  { value: 'Tamil Nadu', weight: 8 },
  { value: 'West Bengal', weight: 8 },
  { value: 'Gujarat', weight: 6 },
  { value: 'Haryana', weight: 5 },
];

/** Countries NRIs live in, by the names of the COUNTRIES reference list. */
export const ABROAD_COUNTRIES: readonly Weighted<string>[] = [
  { value: 'United Arab Emirates', weight: 30 },
  { value: 'Saudi Arabia', weight: 25 },
  { value: 'Qatar', weight: 10 },
  { value: 'Kuwait', weight: 8 },
  { value: 'Oman', weight: 6 },
  { value: 'United Kingdom', weight: 8 },
  { value: 'United States', weight: 8 },
  { value: 'Canada', weight: 5 },
];

// Regional communities, chosen for part of a state's members so biradari filters find them.
export const REGIONAL_BIRADARIES: Readonly<Record<string, readonly string[]>> = {
  Kerala: ['Mappila'],
  'Jammu and Kashmir': ['Kashmiri'],
  'Tamil Nadu': ['Rowther', 'Labbai', 'Marakkar', 'Dakhni'],
  Karnataka: ['Beary', 'Nawayath', 'Dakhni'],
  Telangana: ['Dakhni'],
  'Andhra Pradesh': ['Dudekula', 'Dakhni'],
  Gujarat: ['Memon', 'Ghanchi', 'Bohra', 'Khoja'],
  Maharashtra: ['Kokani', 'Memon', 'Bagban'],
  Rajasthan: ['Kayamkhani', 'Meo', 'Chhipa', 'Rangrez'],
  Haryana: ['Meo'],
  'Uttar Pradesh': ['Ansari', 'Qureshi', 'Saifi', 'Salmani', 'Mansoori', 'Idrisi', 'Rayeen', 'Ghosi'],
  Bihar: ['Ansari', 'Rayeen', 'Kunjra', 'Dhobi'],
  'West Bengal': ['Shaikh', 'Ansari'],
};

/** Communities tied to one region: never drawn at random for members from elsewhere. */
export const REGION_ONLY_BIRADARIES: readonly string[] = [
  'Mappila',
  'Kashmiri',
  'Rowther',
  'Labbai',
  'Marakkar',
  'Beary',
  'Nawayath',
  'Dakhni',
  'Dudekula',
  'Memon',
  'Ghanchi',
  'Bohra',
  'Khoja',
  'Kokani',
  'Bagban',
  'Kayamkhani',
  'Meo',
  'Tadvi',
];

/** Kashmiri family names: common in Jammu and Kashmir, rare elsewhere. */
export const KASHMIRI_SURNAMES: readonly string[] = ['Lone', 'Bhat', 'Dar', 'Mir'];

export const SHIA_SURNAMES: readonly string[] = ['Rizvi', 'Naqvi', 'Zaidi', 'Jafri', 'Kazmi', 'Abidi'];

export const MASLAK_WEIGHTS: readonly Weighted<string>[] = [
  { value: 'Sunni', weight: 14 },
  { value: 'Sunni Hanafi', weight: 20 },
  { value: "Sunni Shafi'i", weight: 3 },
  { value: 'Deobandi', weight: 14 },
  { value: 'Barelvi', weight: 14 },
  { value: 'Ahle Hadees / Salafi', weight: 7 },
  { value: 'Tablighi Jamaat', weight: 3 },
  { value: 'Jamaat-e-Islami', weight: 2 },
  { value: 'Sufi', weight: 2 },
  { value: 'Shia Ithna Ashari', weight: 5 },
  { value: 'Just Muslim / No Maslak', weight: 9 },
  { value: 'Other', weight: 1 },
];

export const EDUCATION_WEIGHTS: readonly Weighted<string>[] = [
  { value: 'Below 10th', weight: 3 },
  { value: '10th Pass', weight: 6 },
  { value: '12th Pass', weight: 10 },
  { value: 'Diploma', weight: 7 },
  { value: 'Graduate', weight: 28 },
  { value: 'Engineer', weight: 11 },
  { value: 'Doctor', weight: 5 },
  { value: 'Post Graduate', weight: 15 },
  { value: 'Ph.D.', weight: 2 },
  { value: 'Hafiz / Hafiza', weight: 5 },
  { value: 'Aalim / Aalima', weight: 6 },
  { value: 'Mufti', weight: 2 },
];

/** Degrees for the educations that need one (the rest leave the field empty). */
export const DEGREES: Readonly<Record<string, readonly string[]>> = {
  Diploma: [
    'Diploma in Civil Engineering',
    'Diploma in Computer Applications',
    'D.Pharm',
    'ITI Electrician',
    'D.El.Ed',
    'Diploma in Fashion Design',
  ],
  Graduate: [
    'B.Com',
    'B.A.',
    'B.Sc',
    'BBA',
    'BCA',
    'B.A. Urdu',
    'B.Sc Nursing',
    'B.Sc Computer Science',
    'B.Pharm',
    'B.Com (Hons)',
  ],
  Engineer: [
    'B.Tech Computer Science',
    'B.E. Mechanical',
    'B.Tech Civil',
    'B.Tech Electronics',
    'B.E. Electrical',
    'B.Tech Information Technology',
  ],
  Doctor: ['MBBS', 'BDS', 'BUMS', 'BHMS', 'MBBS, MD Medicine', 'MBBS, MS Surgery'],
  'Post Graduate': [
    'M.A. Urdu',
    'M.Com',
    'MBA',
    'M.Sc Chemistry',
    'MCA',
    'M.A. English',
    'M.Ed',
    'M.Tech',
    'M.A. Islamic Studies',
    'CA',
  ],
  'Ph.D.': [
    'Ph.D. Chemistry',
    'Ph.D. Urdu Literature',
    'Ph.D. Islamic Studies',
    'Ph.D. Economics',
    'Ph.D. Physics',
  ],
};

type OccupationsByEducation = Readonly<Record<string, readonly string[]>>;

export const OCCUPATIONS: Readonly<Record<Gender, OccupationsByEducation & { default: readonly string[] }>> =
  {
    Male: {
      Doctor: [
        'Doctor at a government hospital',
        'Dentist with own clinic',
        'Unani physician',
        'Resident doctor',
        'Doctor at a private hospital',
      ],
      Engineer: [
        'Software Engineer',
        'Civil Engineer',
        'Mechanical Engineer at a private firm',
        'IT Consultant',
        'Data Analyst',
        'Site Engineer',
      ],
      'Post Graduate': [
        'Assistant Professor',
        'Bank Officer',
        'Manager in a private company',
        'Chartered Accountant',
        'School Teacher',
        'Government Officer',
      ],
      'Ph.D.': ['Assistant Professor', 'Research Scientist', 'Lecturer at a university'],
      Graduate: [
        'Accountant',
        'Teacher',
        'Bank Clerk',
        'Sales Executive',
        'Government Employee',
        'Family business',
        'Pharmacist',
        'HR Executive',
        'Works in the Gulf',
      ],
      Diploma: [
        'Electrician',
        'Lab Technician',
        'Supervisor at a factory',
        'Pharmacist',
        'Draughtsman',
        'Computer Operator',
      ],
      'Hafiz / Hafiza': ['Imam of a masjid', 'Teacher at a madrasa', 'Family business'],
      'Aalim / Aalima': ['Teacher at a madrasa', 'Imam and khateeb', 'Islamic scholar'],
      Mufti: ['Mufti at a darul ifta', 'Teacher at a madrasa'],
      default: [
        'Business',
        'Shopkeeper',
        'Tailor',
        'Driver',
        'Mechanic',
        'Works in the Gulf',
        'Embroidery work',
        'Family business',
        'Carpenter',
        'Real estate',
      ],
    },
    Female: {
      Doctor: [
        'Doctor at a government hospital',
        'Dentist',
        'Unani physician',
        'Gynaecologist',
        'Resident doctor',
      ],
      Engineer: ['Software Engineer', 'Civil Engineer', 'IT Analyst', 'Not working at present'],
      'Post Graduate': ['Lecturer', 'School Teacher', 'Bank Officer', 'Homemaker', 'HR Manager'],
      'Ph.D.': ['Assistant Professor', 'Research Scholar'],
      Graduate: [
        'Teacher',
        'Homemaker',
        'Nurse',
        'Accountant',
        'Pharmacist',
        'Tuition teacher',
        'Not working at present',
      ],
      Diploma: ['Fashion Designer', 'Beautician', 'Pharmacist', 'Homemaker', 'Computer Operator'],
      'Hafiz / Hafiza': ['Teaches Quran at home', 'Homemaker'],
      'Aalim / Aalima': ['Teacher at a girls’ madrasa', 'Homemaker', 'Teaches Quran at home'],
      default: [
        'Homemaker',
        'Tailoring from home',
        'Mehndi artist',
        'Helps in the family business',
        'Beautician',
      ],
    },
  };

export const HOBBIES: readonly string[] = [
  'Reading',
  'Cooking',
  'Cricket',
  'Travelling',
  'Urdu poetry',
  'Calligraphy',
  'Gardening',
  'Football',
  'Photography',
  'Embroidery',
  'Listening to naats',
  'Quran recitation',
  'Mehndi design',
  'Badminton',
  'Painting',
  'Volunteering',
  'Baking',
  'Swimming',
  'Fitness',
  'Chess',
  'Documentaries',
  'Writing',
];

// Five characters at least (the form's rule for parents' occupations).
export const FATHERS_OCCUPATIONS: readonly string[] = [
  'Business',
  'Retired government employee',
  'Farmer',
  'Shop owner',
  'Teacher',
  'Retired teacher',
  'Works in the Gulf',
  'Contractor',
  'Government employee',
  'Tailoring shop',
  'Transport business',
  'Imam of a masjid',
  'Doctor',
  'Advocate',
  'Retired from the Railways',
  'Property dealer',
];

export const MOTHERS_OCCUPATIONS: readonly string[] = [
  'Teacher',
  'Government employee',
  'Tailoring from home',
  'Doctor',
  'Retired teacher',
];

export const MARITAL_DETAILS: Readonly<Record<string, Readonly<Record<Gender, readonly string[]>>>> = {
  Divorced: {
    Male: [
      'Divorced after a short marriage due to differences between the families.',
      'Mutual divorce after two years; no disputes pending.',
    ],
    Female: [
      'Divorced after one year of marriage due to dowry demands.',
      'Talaq after a short marriage; all matters settled.',
    ],
  },
  Khula: {
    Male: ['Marriage ended by khula.'],
    Female: [
      'Took khula after a difficult marriage; all matters settled.',
      'Khula through the darul qaza; mahr settled.',
    ],
  },
  Widowed: {
    Male: ['Wife passed away after an illness.', 'Wife passed away in an accident.'],
    Female: ['Husband passed away in an accident.', 'Husband passed away after a long illness.'],
  },
  Separated: {
    Male: ['Living separately; the divorce is being finalised.'],
    Female: ['Living separately with her parents; talaq in process.'],
  },
  Polygamy: {
    Male: ['Married; looking for a second wife with the knowledge of the first.'],
    Female: ['Open to being a second wife.'],
  },
};

export const HANDICAP_DETAILS: readonly string[] = [
  'Slight limp in the left leg since childhood; does not affect daily life.',
  'Partial hearing loss in one ear; uses a hearing aid.',
  'Weak eyesight in one eye.',
  'Lost two fingers of the left hand in an accident; fully independent.',
];

export const PARTNER_QUALITIES: readonly string[] = [
  'religious',
  'educated',
  'well-mannered',
  'caring',
  'honest',
  'practising',
  'understanding',
  'family-oriented',
  'soft-spoken',
  'simple',
  'respectful',
  'God-fearing',
  'kind-hearted',
  'hard-working',
];

export const EXPECTATION_OPENINGS: readonly string[] = [
  'Looking for a {q1} and {q2} {partner} from a respectable family.',
  'We are looking for a {q1}, {q2} {partner} who values deen and family.',
  'Seeking a {q1} {partner} with good character, who is {q2} and prays regularly.',
  'Want a {q1} and {q2} {partner} who respects elders.',
  'Looking for a {partner} who is {q1}, {q2} and ready for a simple nikah.',
];

export const EXPECTATION_EXTRAS: Readonly<Record<Gender, readonly string[]>> = {
  Male: [
    'She should be willing to live in {city}.',
    'Education and good akhlaq matter more to us than looks or wealth.',
    'No dowry, please: we believe in a simple wedding.',
    'Preferably from {state}, but other states are welcome.',
    'She should be comfortable living with a joint family.',
    '',
  ],
  Female: [
    'He should have a stable job and be settled.',
    'Preferably working in {city} or nearby.',
    'He should support her wish to keep working.',
    'Families who ask for dowry, please do not contact.',
    'Preferably from {state}.',
    '',
  ],
};

export const ABOUT_SELF: Readonly<Record<Gender, readonly string[]>> = {
  Male: [
    'I am a simple, practising person who enjoys {hobby}.',
    'Education: {education}. Occupation: {occupation}.',
    'Calm by nature, I like spending weekends with family and friends.',
    'I pray five times a day and try to follow the sunnah in daily life.',
  ],
  Female: [
    'She is a cheerful, home-loving girl who enjoys {hobby}.',
    'Education: {education}. Occupation: {occupation}.',
    'She is soft-spoken, practising and respects elders.',
    'She prays regularly and is good at cooking and managing a home.',
  ],
};

export const ABOUT_FAMILY: readonly string[] = [
  'We are a family of {familySize} living in {city}.',
  'Ours is a middle-class, religious family from {city}, {state}.',
  'We belong to a respected family of {city} and believe in simple living.',
  'A joint family; {siblings}.',
  'We have our own house in {city}.',
];
