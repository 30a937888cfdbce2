// Who sees a profile's photos blurred (SPEC.md §2, §4; DESIGN.md §5.4): women's photos are what
// misuse targets, so only their owner sees them plainly at once.

/**
 * - `none`: shown as they are (a man's photos, or the owner's own);
 * - `until-question`: a logged-in viewer sees them blurred until they answer the sum question (it
 *   slows casual scraping; the server sends the plain photos);
 * - `always`: a visitor without an account only ever receives the blurred copies from the server.
 */
export type PhotoBlur = 'none' | 'until-question' | 'always';

export function photoBlurFor({
  gender,
  isOwner,
  loggedIn,
}: {
  gender: string;
  isOwner: boolean;
  loggedIn: boolean;
}): PhotoBlur {
  if (gender !== 'Female' || isOwner) return 'none';
  return loggedIn ? 'until-question' : 'always';
}
