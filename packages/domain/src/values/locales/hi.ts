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
};

export default hi;
