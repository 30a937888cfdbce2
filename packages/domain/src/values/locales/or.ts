import type { FixedValueTexts } from './en';

const or: FixedValueTexts = {
  maritalStatus: {
    Unmarried: 'ଅବିବାହିତ',
    Divorced: 'ତଲାକପ୍ରାପ୍ତ',
    Khula: 'ଖୁଲା',
    Widowed: 'ବିଧବା/ବିପତ୍ନୀକ',
    Separated: 'ଅଲଗା ରହୁଛନ୍ତି',
    Polygamy: 'ବହୁବିବାହ (ଦ୍ୱିତୀୟ ବିବାହ)',
  },
  education: {
    Below10th: 'ଦଶମରୁ କମ୍',
    '10thPass': 'ଦଶମ ପାସ',
    '12thPass': 'ଦ୍ୱାଦଶ ପାସ',
    Diploma: 'ଡିପ୍ଲୋମା',
    Graduate: 'ସ୍ନାତକ',
    Engineer: 'ଇଞ୍ଜିନିୟର',
    Doctor: 'ଡାକ୍ତର',
    PostGraduate: 'ସ୍ନାତକୋତ୍ତର',
    PhD: 'ପିଏଚ.ଡି.',
    HafizHafiza: 'ହାଫିଜ / ହାଫିଜା',
    AalimAalima: 'ଆଲିମ / ଆଲିମା',
    Mufti: 'ମୁଫତି',
  },
  physicalStatus: {
    Normal: 'ସାଧାରଣ',
    Handicap: 'ଦିବ୍ୟାଙ୍ଗ',
  },
  contactOf: {
    Self: 'ନିଜେ',
    Father: 'ବାପା',
    Mother: 'ମାଆ',
    Brother: 'ଭାଇ',
    Sister: 'ଭଉଣୀ',
    Relative: 'ସମ୍ପର୍କୀୟ',
    Guardian: 'ଅଭିଭାବକ',
  },
  occupation: {
    HouseWife: 'ଗୃହିଣୀ',
    Expired: 'ଇନ୍ତେକାଲ କରିଛନ୍ତି',
  },
  gender: {
    Male: 'ପୁରୁଷ',
    Female: 'ମହିଳା',
  },
  height: {
    feet: '{{feet}} ଫୁଟ',
    feetInches: '{{feet}} ଫୁଟ {{inches}} ଇଞ୍ଚ',
  },
  // Month and weekday names, for a browser whose Intl has no data for this language (lib/dates.ts);
  // a short name is given only where it differs from the long one.
  calendar: {
    months: {
      1: 'ଜାନୁଆରୀ',
      2: 'ଫେବୃଆରୀ',
      3: 'ମାର୍ଚ୍ଚ',
      4: 'ଅପ୍ରେଲ',
      5: 'ମଇ',
      6: 'ଜୁନ',
      7: 'ଜୁଲାଇ',
      8: 'ଅଗଷ୍ଟ',
      9: 'ସେପ୍ଟେମ୍ବର',
      10: 'ଅକ୍ଟୋବର',
      11: 'ନଭେମ୍ବର',
      12: 'ଡିସେମ୍ବର',
    },
    weekdays: {
      0: 'ରବିବାର',
      1: 'ସୋମବାର',
      2: 'ମଙ୍ଗଳବାର',
      3: 'ବୁଧବାର',
      4: 'ଗୁରୁବାର',
      5: 'ଶୁକ୍ରବାର',
      6: 'ଶନିବାର',
    },
    weekdaysShort: {
      0: 'ରବି',
      1: 'ସୋମ',
      2: 'ମଙ୍ଗଳ',
      3: 'ବୁଧ',
      4: 'ଗୁରୁ',
      5: 'ଶୁକ୍ର',
      6: 'ଶନି',
    },
  },
};

export default or;
