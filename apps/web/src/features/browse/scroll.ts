export const RESULTS_ID = 'browse-results';

/** After a page change, bring the top of the new page into view (the buttons are at the bottom). */
export function scrollToResults() {
  document.getElementById(RESULTS_ID)?.scrollIntoView?.({ block: 'start' });
}
