import type { FixedValueTexts } from './en';

const ur: FixedValueTexts = {
  maritalStatus: {
    Unmarried: 'غیر شادی شدہ',
    Divorced: 'طلاق یافتہ',
    Khula: 'خلع',
    Widowed: 'بیوہ / رنڈوا',
    Separated: 'علیحدہ رہ رہے ہیں',
    Polygamy: 'دوسری شادی',
  },
  education: {
    Below10th: 'دسویں سے کم',
    '10thPass': 'دسویں پاس',
    '12thPass': 'بارہویں پاس',
    Diploma: 'ڈپلوما',
    Graduate: 'گریجویٹ',
    Engineer: 'انجینئر',
    Doctor: 'ڈاکٹر',
    PostGraduate: 'پوسٹ گریجویٹ',
    PhD: 'پی ایچ ڈی',
    HafizHafiza: 'حافظ / حافظہ',
    AalimAalima: 'عالم / عالمہ',
    Mufti: 'مفتی',
  },
  physicalStatus: {
    Normal: 'عام',
    Handicap: 'معذور',
  },
  contactOf: {
    Self: 'خود',
    Father: 'والد',
    Mother: 'والدہ',
    Brother: 'بھائی',
    Sister: 'بہن',
    Relative: 'رشتہ دار',
    Guardian: 'سرپرست',
  },
  occupation: {
    HouseWife: 'خاتونِ خانہ',
    Expired: 'انتقال ہو چکا ہے',
  },
  gender: {
    Male: 'مرد',
    Female: 'عورت',
  },
  height: {
    feet: '{{feet}} فٹ',
    feetInches: '{{feet}} فٹ {{inches}} انچ',
  },
  // Month and weekday names, for a browser whose Intl has no data for this language (lib/dates.ts);
  // a short name is given only where it differs from the long one.
  calendar: {
    months: {
      1: 'جنوری',
      2: 'فروری',
      3: 'مارچ',
      4: 'اپریل',
      5: 'مئی',
      6: 'جون',
      7: 'جولائی',
      8: 'اگست',
      9: 'ستمبر',
      10: 'اکتوبر',
      11: 'نومبر',
      12: 'دسمبر',
    },
    weekdays: {
      0: 'اتوار',
      1: 'پیر',
      2: 'منگل',
      3: 'بدھ',
      4: 'جمعرات',
      5: 'جمعہ',
      6: 'ہفتہ',
    },
  },
};

export default ur;
