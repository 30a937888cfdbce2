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
};

export default ur;
