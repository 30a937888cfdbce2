import type { FixedValueTexts } from './en';

const ml: FixedValueTexts = {
  maritalStatus: {
    Unmarried: 'വിവാഹം കഴിഞ്ഞിട്ടില്ല',
    Divorced: 'വിവാഹമോചനം നേടി',
    Khula: 'ഖുൽഅ്',
    Widowed: 'ജീവിതപങ്കാളി മരണപ്പെട്ടു',
    Separated: 'വേർപിരിഞ്ഞ് കഴിയുന്നു',
    Polygamy: 'ബഹുഭാര്യത്വം (രണ്ടാം വിവാഹം)',
  },
  education: {
    Below10th: '10-ാം ക്ലാസിന് താഴെ',
    '10thPass': '10-ാം ക്ലാസ് പാസ്',
    '12thPass': '12-ാം ക്ലാസ് പാസ്',
    Diploma: 'ഡിപ്ലോമ',
    Graduate: 'ബിരുദം',
    Engineer: 'എഞ്ചിനീയർ',
    Doctor: 'ഡോക്ടർ',
    PostGraduate: 'ബിരുദാനന്തര ബിരുദം',
    PhD: 'പിഎച്ച്.ഡി.',
    HafizHafiza: 'ഹാഫിള് / ഹാഫിള',
    AalimAalima: 'ആലിം / ആലിമ',
    Mufti: 'മുഫ്തി',
  },
  physicalStatus: {
    Normal: 'സാധാരണ',
    Handicap: 'ഭിന്നശേഷി',
  },
  contactOf: {
    Self: 'സ്വന്തം',
    Father: 'പിതാവ്',
    Mother: 'മാതാവ്',
    Brother: 'സഹോദരൻ',
    Sister: 'സഹോദരി',
    Relative: 'ബന്ധു',
    Guardian: 'രക്ഷിതാവ്',
  },
  occupation: {
    HouseWife: 'വീട്ടമ്മ',
    Expired: 'മരണപ്പെട്ടു',
  },
  gender: {
    Male: 'പുരുഷൻ',
    Female: 'സ്ത്രീ',
  },
  height: {
    feet: '{{feet}} അടി',
    feetInches: '{{feet}} അടി {{inches}} ഇഞ്ച്',
  },
  // Month and weekday names, for a browser whose Intl has no data for this language (lib/dates.ts);
  // a short name is given only where it differs from the long one.
  calendar: {
    months: {
      1: 'ജനുവരി',
      2: 'ഫെബ്രുവരി',
      3: 'മാർച്ച്',
      4: 'ഏപ്രിൽ',
      5: 'മേയ്',
      6: 'ജൂൺ',
      7: 'ജൂലൈ',
      8: 'ഓഗസ്റ്റ്',
      9: 'സെപ്റ്റംബർ',
      10: 'ഒക്‌ടോബർ',
      11: 'നവംബർ',
      12: 'ഡിസംബർ',
    },
    monthsShort: {
      1: 'ജനു',
      2: 'ഫെബ്രു',
      3: 'മാർ',
      4: 'ഏപ്രി',
      8: 'ഓഗ',
      9: 'സെപ്റ്റം',
      10: 'ഒക്ടോ',
      11: 'നവം',
      12: 'ഡിസം',
    },
    weekdays: {
      0: 'ഞായറാഴ്‌ച',
      1: 'തിങ്കളാഴ്‌ച',
      2: 'ചൊവ്വാഴ്‌ച',
      3: 'ബുധനാഴ്‌ച',
      4: 'വ്യാഴാഴ്‌ച',
      5: 'വെള്ളിയാഴ്‌ച',
      6: 'ശനിയാഴ്‌ച',
    },
    weekdaysShort: {
      0: 'ഞായർ',
      1: 'തിങ്കൾ',
      2: 'ചൊവ്വ',
      3: 'ബുധൻ',
      4: 'വ്യാഴം',
      5: 'വെള്ളി',
      6: 'ശനി',
    },
  },
};

export default ml;
