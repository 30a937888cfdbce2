/** The id of the script element holding a drawn page's state (lib/rendered-page.ts), in a module
 * of its own so that the tiny boot script (boot.ts) can look for it without loading React. */
export const RENDERED_PAGE_SCRIPT_ID = 'rishta-rendered-page';
