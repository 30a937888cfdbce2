// Andaman and Nicobar Islands: the headquarters town of each of its 3 districts (Port Blair under its 2024 name, Sri Vijaya Puram),
// then other towns members come from. Alphabetical, one per line, so a review shows exactly which town
// changed; reference.test.ts checks order and uniqueness.
export const ANDAMAN_AND_NICOBAR_ISLANDS_CITIES: readonly string[] = [
  'Bamboo Flat',
  'Campbell Bay',
  'Car Nicobar',
  'Diglipur',
  'Ferrargunj',
  'Garacharama',
  'Hut Bay',
  'Kamorta',
  'Mayabunder',
  'Prothrapur',
  'Rangat',
  'Sri Vijaya Puram',
  'Wandoor',
];
