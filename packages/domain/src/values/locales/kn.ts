import type { FixedValueTexts } from './en';

const kn: FixedValueTexts = {
  maritalStatus: {
    Unmarried: 'ಅವಿವಾಹಿತ',
    Divorced: 'ವಿಚ್ಛೇದಿತ',
    Khula: 'ಖುಲಾ',
    Widowed: 'ವಿಧವೆ/ವಿಧುರ',
    Separated: 'ಬೇರ್ಪಟ್ಟ',
    Polygamy: 'ಬಹುಪತ್ನಿತ್ವ (ಎರಡನೇ ಮದುವೆ)',
  },
  education: {
    Below10th: '10ನೇ ತರಗತಿಗಿಂತ ಕಡಿಮೆ',
    '10thPass': '10ನೇ ತರಗತಿ ಪಾಸ್',
    '12thPass': '12ನೇ ತರಗತಿ ಪಾಸ್',
    Diploma: 'ಡಿಪ್ಲೊಮಾ',
    Graduate: 'ಪದವೀಧರ',
    Engineer: 'ಎಂಜಿನಿಯರ್',
    Doctor: 'ಡಾಕ್ಟರ್',
    PostGraduate: 'ಸ್ನಾತಕೋತ್ತರ',
    PhD: 'ಪಿಎಚ್.ಡಿ.',
    HafizHafiza: 'ಹಾಫಿಜ್ / ಹಾಫಿಜಾ',
    AalimAalima: 'ಆಲಿಮ್ / ಆಲಿಮಾ',
    Mufti: 'ಮುಫ್ತಿ',
  },
  physicalStatus: {
    Normal: 'ಸಾಮಾನ್ಯ',
    Handicap: 'ಅಂಗವಿಕಲ',
  },
  contactOf: {
    Self: 'ಸ್ವತಃ',
    Father: 'ತಂದೆ',
    Mother: 'ತಾಯಿ',
    Brother: 'ಸಹೋದರ',
    Sister: 'ಸಹೋದರಿ',
    Relative: 'ಸಂಬಂಧಿಕರು',
    Guardian: 'ಪೋಷಕರು (ಗಾರ್ಡಿಯನ್)',
  },
  occupation: {
    HouseWife: 'ಗೃಹಿಣಿ',
    Expired: 'ನಿಧನರಾಗಿದ್ದಾರೆ',
  },
  gender: {
    Male: 'ಪುರುಷ',
    Female: 'ಮಹಿಳೆ',
  },
  height: {
    feet: '{{feet}} ಅಡಿ',
    feetInches: '{{feet}} ಅಡಿ {{inches}} ಇಂಚು',
  },
  // Month and weekday names, for a browser whose Intl has no data for this language (lib/dates.ts);
  // a short name is given only where it differs from the long one.
  calendar: {
    months: {
      1: 'ಜನವರಿ',
      2: 'ಫೆಬ್ರವರಿ',
      3: 'ಮಾರ್ಚ್',
      4: 'ಏಪ್ರಿಲ್',
      5: 'ಮೇ',
      6: 'ಜೂನ್',
      7: 'ಜುಲೈ',
      8: 'ಆಗಸ್ಟ್',
      9: 'ಸೆಪ್ಟೆಂಬರ್',
      10: 'ಅಕ್ಟೋಬರ್',
      11: 'ನವೆಂಬರ್',
      12: 'ಡಿಸೆಂಬರ್',
    },
    monthsShort: {
      1: 'ಜನ',
      2: 'ಫೆಬ್ರ',
      4: 'ಏಪ್ರಿ',
      8: 'ಆಗ',
      9: 'ಸೆಪ್ಟೆಂ',
      10: 'ಅಕ್ಟೋ',
      11: 'ನವೆಂ',
      12: 'ಡಿಸೆಂ',
    },
    weekdays: {
      0: 'ಭಾನುವಾರ',
      1: 'ಸೋಮವಾರ',
      2: 'ಮಂಗಳವಾರ',
      3: 'ಬುಧವಾರ',
      4: 'ಗುರುವಾರ',
      5: 'ಶುಕ್ರವಾರ',
      6: 'ಶನಿವಾರ',
    },
    weekdaysShort: {
      0: 'ಭಾನು',
      1: 'ಸೋಮ',
      2: 'ಮಂಗಳ',
      3: 'ಬುಧ',
      4: 'ಗುರು',
      5: 'ಶುಕ್ರ',
      6: 'ಶನಿ',
    },
  },
};

export default kn;
