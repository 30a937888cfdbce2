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
};

export default kn;
