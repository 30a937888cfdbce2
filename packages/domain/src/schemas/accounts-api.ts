// Wire shapes of the account calls (SPEC.md §7 "Account", settled by DESIGN.md §4–§5). The API
// validates with these and the web app types its calls with them, so the two cannot drift.
import { z } from 'zod';
import { LANGUAGE_CODES } from '../constants/languages';
import { usernameRule, loginPasswordSchema } from './login';
import { resetOtpRule, resetPasswordRule } from './forgot-password';
import { usernamePasswordRule } from './new-password';
import { ALWAYS } from './refine-helpers';
import { requiredChoice } from './generic-rules';

/** verify-user, get-email. */
export const usernameRequestSchema = z.object({ username: usernameRule() });

/** available: log in; blocked: show the reason (message); other: no account, go to sign-up. */
export const VERIFY_USER_STATUSES = ['available', 'blocked', 'other'] as const;
export const verifyUserResponseSchema = z.object({
  status: z.enum(VERIFY_USER_STATUSES),
  message: z.string(),
});
export type VerifyUserResponse = z.infer<typeof verifyUserResponseSchema>;

/** Sign-up needs a username without an account; a reset needs one with an account. */
export const OTP_PURPOSES = ['signup', 'reset'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];
export const sendOtpRequestSchema = z.object({
  username: usernameRule(),
  purpose: z.enum(OTP_PURPOSES).default('signup'),
  /** The interface language: the e-mail is written in it (issue 28). English when absent. */
  language: z.enum(LANGUAGE_CODES).optional(),
});

/** Whether the newest code of a username reached the provider (issue 28): the OTP step polls it. */
export const otpStatusRequestSchema = z.object({
  username: usernameRule(),
  purpose: z.enum(OTP_PURPOSES).default('signup'),
});
export const OTP_DELIVERY_STATUSES = ['none', 'pending', 'sent', 'failed'] as const;
export const otpStatusResponseSchema = z.object({
  status: z.enum(OTP_DELIVERY_STATUSES),
  /** Set when the status is failed: "We could not send the code. Try again in a few minutes." */
  detail: z.string().optional(),
  code: z.literal('otpSendFailed').optional(),
});
export type OtpStatusResponse = z.infer<typeof otpStatusResponseSchema>;

/**
 * The answer to send-otp (issue 11): how many new codes this number may still ask for today for
 * this purpose, and when a resend is allowed. Never the code itself (DESIGN.md §5.1).
 */
export const otpSentResponseSchema = z.object({
  message: z.string(),
  remaining: z.number().int().min(0),
  /** Seconds until a resend is allowed, and until the code stops working (relative, so a phone's wrong clock does not matter). */
  resend_after: z.number().int().min(0),
  expires_in: z.number().int().min(0),
});
export type OtpSentResponse = z.infer<typeof otpSentResponseSchema>;

export const loginRequestSchema = z.object({
  username: usernameRule(),
  password: loginPasswordSchema,
  /**
   * The automatic login right after sign-up (SPEC.md §4). It does not count as the first login:
   * the user has not seen the guidelines yet, so their first own login still opens them (issue 11).
   */
  after_signup: z.boolean().optional(),
});

/**
 * PUT /profiles/language (issue 30): the logged-in account's interface language, picked in the top
 * bar. It follows the user to another device at login and writes their notifications. The answer
 * is the stored language.
 */
export const accountLanguageSchema = z.object({ language: requiredChoice(LANGUAGE_CODES) });
export type AccountLanguage = z.infer<typeof accountLanguageSchema>;

export const setPasswordRequestSchema = z
  .object({
    username: usernameRule(),
    password: resetPasswordRule(),
    otp: resetOtpRule(),
  })
  .superRefine(usernamePasswordRule, ALWAYS);
/** 'Done' is success (SPEC.md §7). */
export const setPasswordResponseSchema = z.object({
  status: z.enum(['Done', 'failed']),
  message: z.string(),
});

/** Masked, e.g. 'ra****@gmail.com' (DESIGN.md §5.5); empty when the account has none. */
export const maskedEmailResponseSchema = z.object({ email: z.string() });

export const createProfileResponseSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  profile_code: z.string(),
});
export type CreateProfileResponse = z.infer<typeof createProfileResponseSchema>;

export const lastActiveResponseSchema = z.object({ last_active: z.string() });

export const photoUploadResponseSchema = z.object({
  slot: z.number().int().min(0).max(2),
  /** Signed URLs of the stored variants; null after a removal. */
  thumbnail: z.string().nullable(),
  full: z.string().nullable(),
});
export type PhotoUploadResponse = z.infer<typeof photoUploadResponseSchema>;

export const verificationUploadResponseSchema = z.object({
  verification_status: z.string(),
  message: z.string(),
});
