import type { FixedValueTexts } from './en';

const pa: FixedValueTexts = {
  maritalStatus: {
    Unmarried: 'ਕੁਆਰੇ',
    Divorced: 'ਤਲਾਕਸ਼ੁਦਾ',
    Khula: 'ਖ਼ੁਲਾ',
    Widowed: 'ਵਿਧਵਾ/ਵਿਧੁਰ',
    Separated: 'ਵੱਖ ਰਹਿ ਰਹੇ',
    Polygamy: 'ਬਹੁ-ਵਿਆਹ (ਦੂਜਾ ਵਿਆਹ)',
  },
  education: {
    Below10th: '10ਵੀਂ ਤੋਂ ਘੱਟ',
    '10thPass': '10ਵੀਂ ਪਾਸ',
    '12thPass': '12ਵੀਂ ਪਾਸ',
    Diploma: 'ਡਿਪਲੋਮਾ',
    Graduate: 'ਗ੍ਰੈਜੂਏਟ',
    Engineer: 'ਇੰਜੀਨੀਅਰ',
    Doctor: 'ਡਾਕਟਰ',
    PostGraduate: 'ਪੋਸਟ-ਗ੍ਰੈਜੂਏਟ',
    PhD: 'ਪੀਐਚ.ਡੀ.',
    HafizHafiza: 'ਹਾਫ਼ਿਜ਼ / ਹਾਫ਼ਿਜ਼ਾ',
    AalimAalima: 'ਆਲਿਮ / ਆਲਿਮਾ',
    Mufti: 'ਮੁਫ਼ਤੀ',
  },
  physicalStatus: {
    Normal: 'ਆਮ',
    Handicap: 'ਅਪਾਹਜ',
  },
  contactOf: {
    Self: 'ਖ਼ੁਦ',
    Father: 'ਪਿਤਾ',
    Mother: 'ਮਾਤਾ',
    Brother: 'ਭਰਾ',
    Sister: 'ਭੈਣ',
    Relative: 'ਰਿਸ਼ਤੇਦਾਰ',
    Guardian: 'ਸਰਪ੍ਰਸਤ',
  },
  occupation: {
    HouseWife: 'ਘਰੇਲੂ ਔਰਤ',
    Expired: 'ਇੰਤਕਾਲ ਹੋ ਚੁੱਕਾ ਹੈ',
  },
  gender: {
    Male: 'ਮਰਦ',
    Female: 'ਔਰਤ',
  },
  height: {
    feet: '{{feet}} ਫੁੱਟ',
    feetInches: '{{feet}} ਫੁੱਟ {{inches}} ਇੰਚ',
  },
};

export default pa;
