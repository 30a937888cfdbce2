// Goa: the headquarters town of each of its districts (Panaji, Margao and Quepem),
// then other towns members come from. Alphabetical, one per line, so a review shows exactly which town
// changed; reference.test.ts checks order and uniqueness.
export const GOA_CITIES: readonly string[] = [
  'Bicholim',
  'Calangute',
  'Canacona',
  'Cuncolim',
  'Curchorem',
  'Mapusa',
  'Margao',
  'Navelim',
  'Old Goa',
  'Panaji',
  'Pernem',
  'Ponda',
  'Porvorim',
  'Quepem',
  'Sanguem',
  'Sanquelim',
  'Valpoi',
  'Vasco da Gama',
  'Verna',
];
