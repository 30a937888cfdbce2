// Puducherry: the headquarters town of each of its 4 districts,
// then other towns members come from. Alphabetical, one per line, so a review shows exactly which town
// changed; reference.test.ts checks order and uniqueness.
export const PUDUCHERRY_CITIES: readonly string[] = [
  'Ariyankuppam',
  'Bahour',
  'Karaikal',
  'Kottucherry',
  'Mahe',
  'Mannadipet',
  'Nedungadu',
  'Nettapakkam',
  'Ozhukarai',
  'Puducherry',
  'Thirunallar',
  'Tirumalairayanpattinam',
  'Villianur',
  'Yanam',
];
