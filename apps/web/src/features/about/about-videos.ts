/**
 * The five titled videos on the About page.
 *
 * Each item carries its own YouTube id. (The spec notes that the original
 * site passed one literal id to every item, so all five showed the same
 * broken video; giving each item its own id is the point of this list.)
 * The ids are demo placeholders in YouTube's 11-character format; replace
 * them with the real uploads when the channel publishes them.
 *
 * `key` is the suffix of the i18n key for the title (e.g. `about.videos.whatIsRishta`);
 * `title` is the English fallback.
 */
export interface AboutVideo {
  key: string;
  title: string;
  youtubeId: string;
}

export const ABOUT_VIDEOS: AboutVideo[] = [
  { key: 'whatIsRishta', title: 'What is Rishta?', youtubeId: 'liPQkzrva6g' },
  { key: 'createProfile', title: 'How to create your profile', youtubeId: 'VlG2UPNpeSM' },
  { key: 'verifyProfile', title: 'How to verify your profile', youtubeId: 'vBYnPf0oJWU' },
  { key: 'searchAndPropose', title: 'How to search and send a proposal', youtubeId: 'AOuVBU3Dzwg' },
  { key: 'stayingSafe', title: 'Staying safe: brokers and fraud', youtubeId: 'eUDXwpGZV6g' },
];
