import type { z } from 'zod';
import type {
  AccountLanguage,
  LanguageCode,
  OtpSentResponse,
  VerifyUserResponse,
  loginRequestSchema,
  maskedEmailResponseSchema,
  setPasswordRequestSchema,
  setPasswordResponseSchema,
} from '@rishta/domain';
import { api } from '@/lib/api';

// The account calls of SPEC.md §7, typed with the shared contract (packages/domain accounts-api).

export interface LoginResponse {
  token?: string | null;
  profile_id?: number | null;
  slug?: string | null;
  message?: string;
  /** The account's very first login: the guidelines come first (issue 11). */
  first_login?: boolean;
  /** The account's interface language (issue 30): the app switches to it on this device. */
  language?: string;
}

export const verifyUser = (username: string) =>
  api<VerifyUserResponse>('/profiles/verify-user/', { method: 'POST', json: { username } });

export const logIn = (request: z.input<typeof loginRequestSchema>) =>
  api<LoginResponse>('/profiles/login/', { method: 'POST', json: request });

/** The account's address, masked (ra****@gmail.com), or '' when it has none (DESIGN.md §5.5). */
export const getMaskedEmail = (username: string) =>
  api<z.infer<typeof maskedEmailResponseSchema>>('/profiles/get-email/', {
    method: 'POST',
    json: { username },
  });

/** `language`: the interface language, in which the e-mail is written (issue 28). */
export const sendResetOtp = ({ username, language }: { username: string; language?: LanguageCode }) =>
  api<OtpSentResponse>('/configs/send-otp/', {
    method: 'POST',
    json: { username, purpose: 'reset', language },
  });

export const setPassword = (request: z.input<typeof setPasswordRequestSchema>) =>
  api<z.infer<typeof setPasswordResponseSchema>>('/profiles/set-password/', {
    method: 'POST',
    json: request,
  });

/** The logged-in user's interface language, kept on their account (issue 30). */
export const saveAccountLanguage = (language: LanguageCode) =>
  api<AccountLanguage>('/profiles/language/', { method: 'PUT', json: { language } });
