// Lakshadweep: the headquarters town of each of its single district, plus the other inhabited islands,
// then other towns members come from. Alphabetical, one per line, so a review shows exactly which town
// changed; reference.test.ts checks order and uniqueness.
export const LAKSHADWEEP_CITIES: readonly string[] = [
  'Agatti',
  'Amini',
  'Andrott',
  'Bitra',
  'Chetlat',
  'Kadmat',
  'Kalpeni',
  'Kavaratti',
  'Kiltan',
  'Minicoy',
];
