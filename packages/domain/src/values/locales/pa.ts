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
  // Month and weekday names, for a browser whose Intl has no data for this language (lib/dates.ts);
  // a short name is given only where it differs from the long one.
  calendar: {
    months: {
      1: 'ਜਨਵਰੀ',
      2: 'ਫ਼ਰਵਰੀ',
      3: 'ਮਾਰਚ',
      4: 'ਅਪ੍ਰੈਲ',
      5: 'ਮਈ',
      6: 'ਜੂਨ',
      7: 'ਜੁਲਾਈ',
      8: 'ਅਗਸਤ',
      9: 'ਸਤੰਬਰ',
      10: 'ਅਕਤੂਬਰ',
      11: 'ਨਵੰਬਰ',
      12: 'ਦਸੰਬਰ',
    },
    monthsShort: {
      1: 'ਜਨ',
      2: 'ਫ਼ਰ',
      4: 'ਅਪ੍ਰੈ',
      7: 'ਜੁਲਾ',
      8: 'ਅਗ',
      9: 'ਸਤੰ',
      10: 'ਅਕਤੂ',
      11: 'ਨਵੰ',
      12: 'ਦਸੰ',
    },
    weekdays: {
      0: 'ਐਤਵਾਰ',
      1: 'ਸੋਮਵਾਰ',
      2: 'ਮੰਗਲਵਾਰ',
      3: 'ਬੁੱਧਵਾਰ',
      4: 'ਵੀਰਵਾਰ',
      5: 'ਸ਼ੁੱਕਰਵਾਰ',
      6: 'ਸ਼ਨੀਵਾਰ',
    },
    weekdaysShort: {
      0: 'ਐਤ',
      1: 'ਸੋਮ',
      2: 'ਮੰਗਲ',
      3: 'ਬੁੱਧ',
      4: 'ਵੀਰ',
      5: 'ਸ਼ੁੱਕਰ',
      6: 'ਸ਼ਨੀ',
    },
  },
};

export default pa;
