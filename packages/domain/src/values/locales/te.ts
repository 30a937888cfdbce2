import type { FixedValueTexts } from './en';

const te: FixedValueTexts = {
  maritalStatus: {
    Unmarried: 'అవివాహితులు',
    Divorced: 'విడాకులు పొందినవారు',
    Khula: 'ఖులా',
    Widowed: 'జీవిత భాగస్వామిని కోల్పోయినవారు',
    Separated: 'విడిగా ఉంటున్నవారు',
    Polygamy: 'బహుభార్యత్వం (రెండో వివాహం)',
  },
  education: {
    Below10th: '10వ తరగతి కంటే తక్కువ',
    '10thPass': '10వ తరగతి పాస్',
    '12thPass': '12వ తరగతి పాస్',
    Diploma: 'డిప్లొమా',
    Graduate: 'గ్రాడ్యుయేట్',
    Engineer: 'ఇంజనీర్',
    Doctor: 'డాక్టర్',
    PostGraduate: 'పోస్ట్ గ్రాడ్యుయేట్',
    PhD: 'పిహెచ్.డి.',
    HafizHafiza: 'హాఫిజ్ / హాఫిజా',
    AalimAalima: 'ఆలిమ్ / ఆలిమా',
    Mufti: 'ముఫ్తీ',
  },
  physicalStatus: {
    Normal: 'సాధారణం',
    Handicap: 'వైకల్యం ఉంది',
  },
  contactOf: {
    Self: 'స్వయంగా',
    Father: 'తండ్రి',
    Mother: 'తల్లి',
    Brother: 'సోదరుడు',
    Sister: 'సోదరి',
    Relative: 'బంధువు',
    Guardian: 'సంరక్షకులు',
  },
  occupation: {
    HouseWife: 'గృహిణి',
    Expired: 'మరణించారు',
  },
  gender: {
    Male: 'పురుషుడు',
    Female: 'స్త్రీ',
  },
  height: {
    feet: '{{feet}} అడుగులు',
    feetInches: '{{feet}} అడుగుల {{inches}} అంగుళాలు',
  },
  // Month and weekday names, for a browser whose Intl has no data for this language (lib/dates.ts);
  // a short name is given only where it differs from the long one.
  calendar: {
    months: {
      1: 'జనవరి',
      2: 'ఫిబ్రవరి',
      3: 'మార్చి',
      4: 'ఏప్రిల్',
      5: 'మే',
      6: 'జూన్',
      7: 'జులై',
      8: 'ఆగస్టు',
      9: 'సెప్టెంబర్',
      10: 'అక్టోబర్',
      11: 'నవంబర్',
      12: 'డిసెంబర్',
    },
    monthsShort: {
      1: 'జన',
      2: 'ఫిబ్ర',
      4: 'ఏప్రి',
      8: 'ఆగ',
      9: 'సెప్టెం',
      10: 'అక్టో',
      11: 'నవం',
      12: 'డిసెం',
    },
    weekdays: {
      0: 'ఆదివారం',
      1: 'సోమవారం',
      2: 'మంగళవారం',
      3: 'బుధవారం',
      4: 'గురువారం',
      5: 'శుక్రవారం',
      6: 'శనివారం',
    },
    weekdaysShort: {
      0: 'ఆది',
      1: 'సోమ',
      2: 'మంగళ',
      3: 'బుధ',
      4: 'గురు',
      5: 'శుక్ర',
      6: 'శని',
    },
  },
};

export default te;
