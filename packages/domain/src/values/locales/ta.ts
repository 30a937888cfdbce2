import type { FixedValueTexts } from './en';

const ta: FixedValueTexts = {
  maritalStatus: {
    Unmarried: 'திருமணமாகாதவர்',
    Divorced: 'விவாகரத்து ஆனவர்',
    Khula: 'குலா',
    Widowed: 'துணையை இழந்தவர்',
    Separated: 'பிரிந்து வாழ்பவர்',
    Polygamy: 'பலதார மணம் (இரண்டாம் திருமணம்)',
  },
  education: {
    Below10th: '10-ஆம் வகுப்புக்குக் கீழ்',
    '10thPass': '10-ஆம் வகுப்பு தேர்ச்சி',
    '12thPass': '12-ஆம் வகுப்பு தேர்ச்சி',
    Diploma: 'டிப்ளோமா',
    Graduate: 'பட்டதாரி',
    Engineer: 'பொறியாளர்',
    Doctor: 'மருத்துவர்',
    PostGraduate: 'முதுநிலை பட்டதாரி',
    PhD: 'பிஎச்.டி.',
    HafizHafiza: 'ஹாஃபிழ் / ஹாஃபிழா',
    AalimAalima: 'ஆலிம் / ஆலிமா',
    Mufti: 'முஃப்தி',
  },
  physicalStatus: {
    Normal: 'இயல்பானவர்',
    Handicap: 'மாற்றுத்திறனாளி',
  },
  contactOf: {
    Self: 'சொந்த எண்',
    Father: 'தந்தை',
    Mother: 'தாய்',
    Brother: 'சகோதரர்',
    Sister: 'சகோதரி',
    Relative: 'உறவினர்',
    Guardian: 'பாதுகாவலர்',
  },
  occupation: {
    HouseWife: 'இல்லத்தரசி',
    Expired: 'மறைந்துவிட்டார்',
  },
  gender: {
    Male: 'ஆண்',
    Female: 'பெண்',
  },
  height: {
    feet: '{{feet}} அடி',
    feetInches: '{{feet}} அடி {{inches}} அங்குலம்',
  },
};

export default ta;
