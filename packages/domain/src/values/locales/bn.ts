import type { FixedValueTexts } from './en';

const bn: FixedValueTexts = {
  maritalStatus: {
    Unmarried: 'অবিবাহিত',
    Divorced: 'তালাকপ্রাপ্ত',
    Khula: 'খুলা',
    Widowed: 'বিধবা/বিপত্নীক',
    Separated: 'আলাদা থাকেন',
    Polygamy: 'বহুবিবাহ (দ্বিতীয় বিয়ে)',
  },
  education: {
    Below10th: 'মাধ্যমিকের নিচে',
    '10thPass': 'মাধ্যমিক পাশ',
    '12thPass': 'উচ্চমাধ্যমিক পাশ',
    Diploma: 'ডিপ্লোমা',
    Graduate: 'স্নাতক',
    Engineer: 'ইঞ্জিনিয়ার',
    Doctor: 'ডাক্তার',
    PostGraduate: 'স্নাতকোত্তর',
    PhD: 'পিএইচ.ডি.',
    HafizHafiza: 'হাফেজ / হাফেজা',
    AalimAalima: 'আলেম / আলেমা',
    Mufti: 'মুফতি',
  },
  physicalStatus: {
    Normal: 'স্বাভাবিক',
    Handicap: 'প্রতিবন্ধী',
  },
  contactOf: {
    Self: 'নিজে',
    Father: 'বাবা',
    Mother: 'মা',
    Brother: 'ভাই',
    Sister: 'বোন',
    Relative: 'আত্মীয়',
    Guardian: 'অভিভাবক',
  },
  occupation: {
    HouseWife: 'গৃহিণী',
    Expired: 'মারা গেছেন',
  },
  gender: {
    Male: 'পুরুষ',
    Female: 'মহিলা',
  },
  height: {
    feet: '{{feet}} ফুট',
    feetInches: '{{feet}} ফুট {{inches}} ইঞ্চি',
  },
  // Month and weekday names, for a browser whose Intl has no data for this language (lib/dates.ts);
  // a short name is given only where it differs from the long one.
  calendar: {
    months: {
      1: 'জানুয়ারি',
      2: 'ফেব্রুয়ারি',
      3: 'মার্চ',
      4: 'এপ্রিল',
      5: 'মে',
      6: 'জুন',
      7: 'জুলাই',
      8: 'আগস্ট',
      9: 'সেপ্টেম্বর',
      10: 'অক্টোবর',
      11: 'নভেম্বর',
      12: 'ডিসেম্বর',
    },
    monthsShort: {
      1: 'জানু',
      2: 'ফেব',
      9: 'সেপ্টেঃ',
      10: 'অক্টোঃ',
      11: 'নভেঃ',
      12: 'ডিসেঃ',
    },
    weekdays: {
      0: 'রবিবার',
      1: 'সোমবার',
      2: 'মঙ্গলবার',
      3: 'বুধবার',
      4: 'বৃহস্পতিবার',
      5: 'শুক্রবার',
      6: 'শনিবার',
    },
    weekdaysShort: {
      0: 'রবি',
      1: 'সোম',
      2: 'মঙ্গল',
      3: 'বুধ',
      4: 'বৃহস্পতি',
      5: 'শুক্র',
      6: 'শনি',
    },
  },
};

export default bn;
