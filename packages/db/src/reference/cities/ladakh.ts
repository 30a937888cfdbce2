// Ladakh: the headquarters town of each of its 2 districts, plus the headquarters of the 5 districts announced in 2024,
// then other towns members come from. Alphabetical, one per line, so a review shows exactly which town
// changed; reference.test.ts checks order and uniqueness.
export const LADAKH_CITIES: readonly string[] = [
  'Chuchot',
  'Diskit',
  'Drass',
  'Hunder',
  'Kargil',
  'Khaltse',
  'Leh',
  'Nyoma',
  'Padum',
  'Sankoo',
  'Shakar Chiktan',
  'Thiksey',
  'Turtuk',
];
