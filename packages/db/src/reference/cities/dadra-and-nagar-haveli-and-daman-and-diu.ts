// Dadra and Nagar Haveli and Daman and Diu: the headquarters town of each of its 3 districts,
// then other towns members come from. Alphabetical, one per line, so a review shows exactly which town
// changed; reference.test.ts checks order and uniqueness.
export const DADRA_AND_NAGAR_HAVELI_AND_DAMAN_AND_DIU_CITIES: readonly string[] = [
  'Amli',
  'Dadra',
  'Daman',
  'Diu',
  'Khanvel',
  'Masat',
  'Naroli',
  'Rakholi',
  'Samarvarni',
  'Silvassa',
];
