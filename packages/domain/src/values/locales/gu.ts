import type { FixedValueTexts } from './en';

const gu: FixedValueTexts = {
  maritalStatus: {
    Unmarried: 'અપરિણીત',
    Divorced: 'તલાકશુદા',
    Khula: 'ખુલા',
    Widowed: 'વિધવા / વિધુર',
    Separated: 'અલગ રહે છે',
    Polygamy: 'બહુપત્નીત્વ (બીજા નિકાહ)',
  },
  education: {
    Below10th: '10મા ધોરણથી ઓછું',
    '10thPass': '10મું પાસ',
    '12thPass': '12મું પાસ',
    Diploma: 'ડિપ્લોમા',
    Graduate: 'સ્નાતક',
    Engineer: 'એન્જિનિયર',
    Doctor: 'ડૉક્ટર',
    PostGraduate: 'અનુસ્નાતક',
    PhD: 'પીએચ.ડી.',
    HafizHafiza: 'હાફિઝ / હાફિઝા',
    AalimAalima: 'આલિમ / આલિમા',
    Mufti: 'મુફ્તી',
  },
  physicalStatus: {
    Normal: 'સામાન્ય',
    Handicap: 'દિવ્યાંગ',
  },
  contactOf: {
    Self: 'પોતે',
    Father: 'પિતા',
    Mother: 'માતા',
    Brother: 'ભાઈ',
    Sister: 'બહેન',
    Relative: 'સંબંધી',
    Guardian: 'વાલી',
  },
  occupation: {
    HouseWife: 'ગૃહિણી',
    Expired: 'અવસાન થયું છે',
  },
  gender: {
    Male: 'પુરુષ',
    Female: 'સ્ત્રી',
  },
  height: {
    feet: '{{feet}} ફૂટ',
    feetInches: '{{feet}} ફૂટ {{inches}} ઇંચ',
  },
  // Month and weekday names, for a browser whose Intl has no data for this language (lib/dates.ts);
  // a short name is given only where it differs from the long one.
  calendar: {
    months: {
      1: 'જાન્યુઆરી',
      2: 'ફેબ્રુઆરી',
      3: 'માર્ચ',
      4: 'એપ્રિલ',
      5: 'મે',
      6: 'જૂન',
      7: 'જુલાઈ',
      8: 'ઑગસ્ટ',
      9: 'સપ્ટેમ્બર',
      10: 'ઑક્ટોબર',
      11: 'નવેમ્બર',
      12: 'ડિસેમ્બર',
    },
    monthsShort: {
      1: 'જાન્યુ',
      2: 'ફેબ્રુ',
      9: 'સપ્ટે',
      10: 'ઑક્ટો',
      11: 'નવે',
      12: 'ડિસે',
    },
    weekdays: {
      0: 'રવિવાર',
      1: 'સોમવાર',
      2: 'મંગળવાર',
      3: 'બુધવાર',
      4: 'ગુરુવાર',
      5: 'શુક્રવાર',
      6: 'શનિવાર',
    },
    weekdaysShort: {
      0: 'રવિ',
      1: 'સોમ',
      2: 'મંગળ',
      3: 'બુધ',
      4: 'ગુરુ',
      5: 'શુક્ર',
      6: 'શનિ',
    },
  },
};

export default gu;
