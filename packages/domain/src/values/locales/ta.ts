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
  // Month and weekday names, for a browser whose Intl has no data for this language (lib/dates.ts);
  // a short name is given only where it differs from the long one.
  calendar: {
    months: {
      1: 'ஜனவரி',
      2: 'பிப்ரவரி',
      3: 'மார்ச்',
      4: 'ஏப்ரல்',
      5: 'மே',
      6: 'ஜூன்',
      7: 'ஜூலை',
      8: 'ஆகஸ்ட்',
      9: 'செப்டம்பர்',
      10: 'அக்டோபர்',
      11: 'நவம்பர்',
      12: 'டிசம்பர்',
    },
    monthsShort: {
      1: 'ஜன.',
      2: 'பிப்.',
      3: 'மார்.',
      4: 'ஏப்.',
      8: 'ஆக.',
      9: 'செப்.',
      10: 'அக்.',
      11: 'நவ.',
      12: 'டிச.',
    },
    weekdays: {
      0: 'ஞாயிறு',
      1: 'திங்கள்',
      2: 'செவ்வாய்',
      3: 'புதன்',
      4: 'வியாழன்',
      5: 'வெள்ளி',
      6: 'சனி',
    },
    weekdaysShort: {
      0: 'ஞாயி.',
      1: 'திங்.',
      2: 'செவ்.',
      3: 'புத.',
      4: 'வியா.',
      5: 'வெள்.',
    },
  },
};

export default ta;
