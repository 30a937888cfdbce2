import { z } from 'zod';

// The deployment's VITE_* settings, checked once with zod when the app is built (vite.config.ts):
// a typo'd address fails the build instead of shipping a broken link. The browser only reads the
// checked values (env.ts), so zod stays off the phone's first page.
const url = z.url({ protocol: /^https?$/ }).optional();

export const webEnvSchema = z.object({
  /** Where the API answers, when not on the same origin as the app. */
  VITE_API_BASE: z.string().optional(),
  /** Where the chat's calls and socket go, when apart from the API (defaults to VITE_API_BASE). */
  VITE_CHAT_BASE: z.string().optional(),
  VITE_SITE_URL: url,
  VITE_PLAY_STORE_URL: url,
  VITE_HAJ_UMRAH_URL: url,
  VITE_AD_IMAGE_URL: url,
  VITE_AD_LINK_URL: url,
  VITE_AD_ALT: z.string().optional(),
  VITE_FOLLOW_TELEGRAM: url,
  VITE_FOLLOW_WHATSAPP: url,
  VITE_FOLLOW_FACEBOOK: url,
  VITE_FOLLOW_YOUTUBE: url,
  VITE_FOLLOW_LINKEDIN: url,
  VITE_FOLLOW_INSTAGRAM: url,
  VITE_FOLLOW_TWITTER: url,
});

export type WebEnv = z.infer<typeof webEnvSchema>;

/** The VITE_* values of `vars`, checked; an empty value counts as unset. */
export function parseWebEnv(vars: Record<string, string | undefined>): WebEnv {
  const given = Object.fromEntries(
    Object.entries(vars).filter(
      ([key, value]) => key.startsWith('VITE_') && value !== undefined && value !== '',
    ),
  );
  const parsed = webEnvSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid VITE_* settings:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
