// Chandigarh: the headquarters town of each of its single district,
// then other towns members come from. Alphabetical, one per line, so a review shows exactly which town
// changed; reference.test.ts checks order and uniqueness.
export const CHANDIGARH_CITIES: readonly string[] = ['Chandigarh', 'Manimajra'];
