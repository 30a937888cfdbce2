// The fixed values a profile shows, in English (fixed-values.ts maps each stored value to its key).
// Every other language's file gives the same keys; a missing or extra one is a compile error.
const en = {
  maritalStatus: {
    Unmarried: 'Unmarried',
    Divorced: 'Divorced',
    Khula: 'Khula',
    Widowed: 'Widowed',
    Separated: 'Separated',
    Polygamy: 'Polygamy (second marriage)',
  },
  education: {
    Below10th: 'Below 10th',
    '10thPass': '10th Pass',
    '12thPass': '12th Pass',
    Diploma: 'Diploma',
    Graduate: 'Graduate',
    Engineer: 'Engineer',
    Doctor: 'Doctor',
    PostGraduate: 'Post Graduate',
    PhD: 'Ph.D.',
    HafizHafiza: 'Hafiz / Hafiza',
    AalimAalima: 'Aalim / Aalima',
    Mufti: 'Mufti',
  },
  physicalStatus: {
    Normal: 'Normal',
    Handicap: 'Disabled',
  },
  contactOf: {
    Self: 'Self',
    Father: 'Father',
    Mother: 'Mother',
    Brother: 'Brother',
    Sister: 'Sister',
    Relative: 'Relative',
    Guardian: 'Guardian',
  },
  occupation: {
    HouseWife: 'Housewife',
    Expired: 'Expired',
  },
  gender: {
    Male: 'Male',
    Female: 'Female',
  },
  /** A height of whole feet, and of feet and inches ('5 ft', '5 ft 4 in'). */
  height: {
    feet: '{{feet}} ft',
    feetInches: '{{feet}} ft {{inches}} in',
  },
};

/**
 * Month and weekday names by number (months 1–12, weekdays 0–6 from Sunday), written into the other
 * languages' files from ICU's data: the web formats a date with them where the browser's Intl has
 * no data for the language (Odia, Punjabi in some Chromium builds). English needs none.
 */
export type CalendarNames = {
  months: Record<string, string>;
  /** Only the short names that differ from the long ones. */
  monthsShort?: Record<string, string>;
  weekdays: Record<string, string>;
  weekdaysShort?: Record<string, string>;
};

export type FixedValueTexts = typeof en & { calendar?: CalendarNames };
export default en;
