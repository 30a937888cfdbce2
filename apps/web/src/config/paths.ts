// Every page's address, typed once: links, redirects and the router use these instead of
// retyping strings (a moved page is one edit, and a typo is a compile error).

export const paths = {
  home: '/',
  guidelines: '/guidelines',
  books: '/book',
  news: '/news',
  scholarships: '/scholarships',
  about: '/about',
  terms: '/terms-and-conditions',
  feedback: '/feedback',
  login: '/login',
  forgotPassword: '/forgot-password',
  signup: '/signup',
  editProfile: '/edit-profile',
  categories: '/categories',
  search: '/profiles',
  newProfiles: '/new-profiles',
  forYou: '/for-you',
  localSearch: '/local-search',
  profile: '/profiles/:slug',
  report: '/report/:slug',
  deleteProfile: '/delete/:slug',
  favourites: '/favourite',
  visitors: '/profile-visited',
  sentProposals: '/sent-proposal',
  receivedProposals: '/received-proposal',
  proposals: '/proposals',
  chatIndex: '/chatindex',
  chatGroup: '/chatgroup',
} as const;

/** The page of one profile; `from` says which list opened it (the proposal pages mark it opened). */
export const profilePath = (slug: string, from?: string) =>
  from ? `/profiles/${slug}?from=${encodeURIComponent(from)}` : `/profiles/${slug}`;

export const reportPath = (slug: string) => `/report/${slug}`;
export const deleteProfilePath = (slug: string) => `/delete/${slug}`;
export const forgotPasswordPath = (username: string) =>
  `${paths.forgotPassword}?username=${encodeURIComponent(username)}`;
/** The edit form at its photo step (issue 11: 'Add a photo'). */
export const editPhotosPath = `${paths.editProfile}?step=photos`;
/** The edit form right after sign-up, which opens on the photo step. */
export const afterSignupPath = `${paths.editProfile}?mode=create`;
/** The Chat App with one friend's conversation open (a profile id: friends are profiles). */
export const chatWithPath = (friendId: number) => `${paths.chatIndex}?friend=${friendId}`;
