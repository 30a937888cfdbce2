/**
 * Links and switches that differ per deployment, read from VITE_* variables at build time.
 * Anything not configured is simply not shown.
 */
const env = import.meta.env;

export const siteConfig = {
  siteUrl:
    (env.VITE_SITE_URL as string | undefined) ??
    (typeof window !== 'undefined' ? window.location.origin : ''),
  playStoreUrl: env.VITE_PLAY_STORE_URL as string | undefined,
  hajUmrahGuideUrl: (env.VITE_HAJ_UMRAH_URL as string | undefined) ?? 'https://hajcommittee.gov.in/',
  ad: {
    imageUrl: env.VITE_AD_IMAGE_URL as string | undefined,
    linkUrl: env.VITE_AD_LINK_URL as string | undefined,
    alt: (env.VITE_AD_ALT as string | undefined) ?? 'Sponsored',
  },
  /** Our own pages on social networks, when the deployment has them. */
  follow: {
    telegram: env.VITE_FOLLOW_TELEGRAM as string | undefined,
    whatsapp: env.VITE_FOLLOW_WHATSAPP as string | undefined,
    facebook: env.VITE_FOLLOW_FACEBOOK as string | undefined,
    youtube: env.VITE_FOLLOW_YOUTUBE as string | undefined,
    linkedin: env.VITE_FOLLOW_LINKEDIN as string | undefined,
    instagram: env.VITE_FOLLOW_INSTAGRAM as string | undefined,
    twitter: env.VITE_FOLLOW_TWITTER as string | undefined,
  },
  /** The registered-profile count in the share text is fixed on purpose (SPEC.md §1, §9). */
  shareProfileCount: '12000+',
};
