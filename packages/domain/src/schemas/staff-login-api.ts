// Staff sign-in (issue 13): password, then a TOTP code from an authenticator app. The first
// sign-in sets the authenticator up (QR code + recovery codes); later ones ask for a code.
import { z } from 'zod';
import { MESSAGES } from '../messages';
import { STAFF_MESSAGES } from '../staff-messages';
import { STAFF_ROLES } from '../constants/staff';

/** The password step: what the start-up admin or a moderator's account was given. */
export { adminLoginRequestSchema as staffPasswordRequestSchema } from './admin-api';

/**
 * The password step's answer: a short-lived `challenge` for the code step, and, on the first
 * sign-in, the new authenticator secret (as text and as a QR code to scan).
 */
export const staffPasswordResponseSchema = z.discriminatedUnion('stage', [
  z.object({
    stage: z.literal('enrol'),
    challenge: z.string(),
    secret: z.string(),
    otpauth_url: z.string(),
    /** The otpauth URL as an SVG QR code, ready for an <img src>. */
    qr_svg: z.string(),
  }),
  z.object({ stage: z.literal('code'), challenge: z.string() }),
]);
export type StaffPasswordResponse = z.infer<typeof staffPasswordResponseSchema>;

/**
 * The code step: the 6 digits the authenticator shows, or (when the phone is lost) one of the
 * recovery codes. While setting up, only an authenticator code confirms the new secret.
 */
export const staffCodeRequestSchema = z.object({
  challenge: z.string().min(1, { error: MESSAGES.required }).max(100),
  code: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, { error: MESSAGES.required })
    .max(32, { error: STAFF_MESSAGES.staffCodeWrong }),
});
export type StaffCodeRequest = z.infer<typeof staffCodeRequestSchema>;

export const staffSessionResponseSchema = z.object({
  token: z.string(),
  username: z.string(),
  role: z.enum(STAFF_ROLES),
  expires_at: z.string(),
  message: z.string(),
  /** Only when the authenticator was just set up: shown once, each works once. */
  recovery_codes: z.array(z.string()).optional(),
});
export type StaffSessionResponse = z.infer<typeof staffSessionResponseSchema>;

/** GET /admin/me: who the console is signed in as. */
export const staffMeResponseSchema = z.object({ username: z.string(), role: z.enum(STAFF_ROLES) });
export type StaffMe = z.infer<typeof staffMeResponseSchema>;
