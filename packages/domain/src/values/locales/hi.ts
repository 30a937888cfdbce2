import type { FixedValueTexts } from './en';

const hi: FixedValueTexts = {
  maritalStatus: {
    Unmarried: 'अविवाहित',
    Divorced: 'तलाक़शुदा',
    Khula: 'ख़ुला',
    Widowed: 'विधवा / विधुर',
    Separated: 'अलग रह रहे हैं',
    Polygamy: 'दूसरी शादी',
  },
  education: {
    Below10th: '10वीं से कम',
    '10thPass': '10वीं पास',
    '12thPass': '12वीं पास',
    Diploma: 'डिप्लोमा',
    Graduate: 'स्नातक',
    Engineer: 'इंजीनियर',
    Doctor: 'डॉक्टर',
    PostGraduate: 'स्नातकोत्तर',
    PhD: 'पीएच.डी.',
    HafizHafiza: 'हाफ़िज़ / हाफ़िज़ा',
    AalimAalima: 'आलिम / आलिमा',
    Mufti: 'मुफ़्ती',
  },
  physicalStatus: {
    Normal: 'सामान्य',
    Handicap: 'विकलांग',
  },
  contactOf: {
    Self: 'ख़ुद',
    Father: 'पिता',
    Mother: 'माँ',
    Brother: 'भाई',
    Sister: 'बहन',
    Relative: 'रिश्तेदार',
    Guardian: 'सरपरस्त',
  },
  occupation: {
    HouseWife: 'गृहिणी',
    Expired: 'इंतक़ाल हो चुका है',
  },
  gender: {
    Male: 'पुरुष',
    Female: 'महिला',
  },
  height: {
    feet: '{{feet}} फ़ुट',
    feetInches: '{{feet}} फ़ुट {{inches}} इंच',
  },
  // Month and weekday names, for a browser whose Intl has no data for this language (lib/dates.ts);
  // a short name is given only where it differs from the long one.
  calendar: {
    months: {
      1: 'जनवरी',
      2: 'फ़रवरी',
      3: 'मार्च',
      4: 'अप्रैल',
      5: 'मई',
      6: 'जून',
      7: 'जुलाई',
      8: 'अगस्त',
      9: 'सितंबर',
      10: 'अक्टूबर',
      11: 'नवंबर',
      12: 'दिसंबर',
    },
    monthsShort: {
      1: 'जन॰',
      2: 'फ़र॰',
      7: 'जुल॰',
      8: 'अग॰',
      9: 'सित॰',
      10: 'अक्टू॰',
      11: 'नव॰',
      12: 'दिस॰',
    },
    weekdays: {
      0: 'रविवार',
      1: 'सोमवार',
      2: 'मंगलवार',
      3: 'बुधवार',
      4: 'गुरुवार',
      5: 'शुक्रवार',
      6: 'शनिवार',
    },
    weekdaysShort: {
      0: 'रवि',
      1: 'सोम',
      2: 'मंगल',
      3: 'बुध',
      4: 'गुरु',
      5: 'शुक्र',
      6: 'शनि',
    },
  },
};

export default hi;
