import { env } from './env';

/**
 * Links and switches that differ per deployment, from the checked VITE_* settings (env.ts).
 * Anything not configured is simply not shown.
 */

export const siteConfig = {
  siteUrl: env.VITE_SITE_URL ?? (typeof window !== 'undefined' ? window.location.origin : ''),
  playStoreUrl: env.VITE_PLAY_STORE_URL,
  hajUmrahGuideUrl: env.VITE_HAJ_UMRAH_URL ?? 'https://hajcommittee.gov.in/',
  ad: {
    imageUrl: env.VITE_AD_IMAGE_URL,
    linkUrl: env.VITE_AD_LINK_URL,
    alt: env.VITE_AD_ALT ?? 'Sponsored',
  },
  /** Our own pages on social networks, when the deployment has them. */
  follow: {
    telegram: env.VITE_FOLLOW_TELEGRAM,
    whatsapp: env.VITE_FOLLOW_WHATSAPP,
    facebook: env.VITE_FOLLOW_FACEBOOK,
    youtube: env.VITE_FOLLOW_YOUTUBE,
    linkedin: env.VITE_FOLLOW_LINKEDIN,
    instagram: env.VITE_FOLLOW_INSTAGRAM,
    twitter: env.VITE_FOLLOW_TWITTER,
  },
  /** The registered-profile count in the share text is fixed on purpose (SPEC.md §1, §9). */
  shareProfileCount: '12000+',
};
