import type { FixedValueTexts } from './en';

const gu: FixedValueTexts = {
  maritalStatus: {
    Unmarried: 'અપરિણીત',
    Divorced: 'તલાકશુદા',
    Khula: 'ખુલા',
    Widowed: 'વિધવા / વિધુર',
    Separated: 'અલગ રહે છે',
    Polygamy: 'બહુપત્નીત્વ (બીજા નિકાહ)',
  },
  education: {
    Below10th: '10મા ધોરણથી ઓછું',
    '10thPass': '10મું પાસ',
    '12thPass': '12મું પાસ',
    Diploma: 'ડિપ્લોમા',
    Graduate: 'સ્નાતક',
    Engineer: 'એન્જિનિયર',
    Doctor: 'ડૉક્ટર',
    PostGraduate: 'અનુસ્નાતક',
    PhD: 'પીએચ.ડી.',
    HafizHafiza: 'હાફિઝ / હાફિઝા',
    AalimAalima: 'આલિમ / આલિમા',
    Mufti: 'મુફ્તી',
  },
  physicalStatus: {
    Normal: 'સામાન્ય',
    Handicap: 'દિવ્યાંગ',
  },
  contactOf: {
    Self: 'પોતે',
    Father: 'પિતા',
    Mother: 'માતા',
    Brother: 'ભાઈ',
    Sister: 'બહેન',
    Relative: 'સંબંધી',
    Guardian: 'વાલી',
  },
  occupation: {
    HouseWife: 'ગૃહિણી',
    Expired: 'અવસાન થયું છે',
  },
  gender: {
    Male: 'પુરુષ',
    Female: 'સ્ત્રી',
  },
  height: {
    feet: '{{feet}} ફૂટ',
    feetInches: '{{feet}} ફૂટ {{inches}} ઇંચ',
  },
};

export default gu;
