import type { FixedValueTexts } from './en';

const mr: FixedValueTexts = {
  maritalStatus: {
    Unmarried: 'अविवाहित',
    Divorced: 'घटस्फोटित',
    Khula: 'खुला',
    Widowed: 'विधवा / विधुर',
    Separated: 'विभक्त',
    Polygamy: 'दुसरे लग्न (बहुपत्नीत्व)',
  },
  education: {
    Below10th: '10वीपेक्षा कमी',
    '10thPass': '10वी पास',
    '12thPass': '12वी पास',
    Diploma: 'डिप्लोमा',
    Graduate: 'पदवीधर',
    Engineer: 'इंजिनिअर',
    Doctor: 'डॉक्टर',
    PostGraduate: 'पदव्युत्तर',
    PhD: 'पीएच.डी.',
    HafizHafiza: 'हाफिज / हाफिजा',
    AalimAalima: 'आलिम / आलिमा',
    Mufti: 'मुफ्ती',
  },
  physicalStatus: {
    Normal: 'सामान्य',
    Handicap: 'दिव्यांग',
  },
  contactOf: {
    Self: 'स्वतः',
    Father: 'वडील',
    Mother: 'आई',
    Brother: 'भाऊ',
    Sister: 'बहीण',
    Relative: 'नातेवाईक',
    Guardian: 'पालक (वली)',
  },
  occupation: {
    HouseWife: 'गृहिणी',
    Expired: 'निधन झाले आहे',
  },
  gender: {
    Male: 'पुरुष',
    Female: 'स्त्री',
  },
  height: {
    feet: '{{feet}} फूट',
    feetInches: '{{feet}} फूट {{inches}} इंच',
  },
  // Month and weekday names, for a browser whose Intl has no data for this language (lib/dates.ts);
  // a short name is given only where it differs from the long one.
  calendar: {
    months: {
      1: 'जानेवारी',
      2: 'फेब्रुवारी',
      3: 'मार्च',
      4: 'एप्रिल',
      5: 'मे',
      6: 'जून',
      7: 'जुलै',
      8: 'ऑगस्ट',
      9: 'सप्टेंबर',
      10: 'ऑक्टोबर',
      11: 'नोव्हेंबर',
      12: 'डिसेंबर',
    },
    monthsShort: {
      1: 'जाने',
      2: 'फेब्रु',
      4: 'एप्रि',
      8: 'ऑग',
      9: 'सप्टें',
      10: 'ऑक्टो',
      11: 'नोव्हें',
      12: 'डिसें',
    },
    weekdays: {
      0: 'रविवार',
      1: 'सोमवार',
      2: 'मंगळवार',
      3: 'बुधवार',
      4: 'गुरुवार',
      5: 'शुक्रवार',
      6: 'शनिवार',
    },
    weekdaysShort: {
      0: 'रवि',
      1: 'सोम',
      2: 'मंगळ',
      3: 'बुध',
      4: 'गुरु',
      5: 'शुक्र',
      6: 'शनि',
    },
  },
};

export default mr;
