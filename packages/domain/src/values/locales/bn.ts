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
};

export default bn;
