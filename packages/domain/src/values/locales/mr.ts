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
};

export default mr;
