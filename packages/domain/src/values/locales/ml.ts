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
};

export default ml;
