/** Keys of the `settings` table, shared by the seed, the API and the admin console. */
export const PARTNER_FOUND_OFFSET_KEY = 'partner_found_offset';

/** The demo's partner-found offset, so a demo footer shows what a live site would. */
export const DEMO_PARTNER_FOUND_OFFSET = 48;
