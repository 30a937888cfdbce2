/**
 * Shape of the Terms and Conditions page content.
 *
 * Each language file (one per interface language) exports one `TermsContent` so the page can
 * pick a translation without knowing anything about the legal text. The
 * "last updated" date is deliberately not part of the content: the page
 * renders it itself (2022-02-15) so every language shows the same date,
 * formatted for the active locale.
 */
export interface TermsSection {
  heading: string;
  paragraphs: string[];
}

export interface TermsContent {
  title: string;
  /** Just the words ("Last updated"); the page appends the formatted date. */
  lastUpdatedLabel: string;
  intro: string;
  /**
   * Exactly 23 sections, in the same order in every language, because
   * section numbers are cross-referenced (e.g. "Section 14") and section 21
   * is the "totally free" notice the product promises.
   */
  sections: TermsSection[];
}
