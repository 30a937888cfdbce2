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
};

export default te;
