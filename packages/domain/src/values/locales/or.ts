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
};

export default or;
