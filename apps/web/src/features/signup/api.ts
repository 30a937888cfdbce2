// The sign-up and edit-profile calls (SPEC.md §7, DESIGN.md §4), typed with the shared contract.
import { useQuery } from '@tanstack/react-query';
import {
  CONTACT_OF,
  EDUCATION_LEVELS,
  HEIGHTS,
  MARITAL_STATUSES,
  type CreateProfileResponse,
  type LanguageCode,
  type OtpSentResponse,
  type Summary,
} from '@rishta/domain';
import { api } from '@/lib/api';

export interface LoginResponse {
  token?: string | null;
  profile_id?: number | null;
  slug?: string | null;
  message?: string;
}

/** `language`: the interface language, in which the e-mail is written (issue 28). */
export const sendSignupOtp = (username: string, language?: LanguageCode) =>
  api<OtpSentResponse>('/configs/send-otp/', {
    method: 'POST',
    json: { username, purpose: 'signup', language },
  });

export const createProfile = (payload: Record<string, unknown>) =>
  api<CreateProfileResponse>('/profiles/create/', { method: 'POST', json: payload });

// Right after sign-up: not the user's first own login (that one opens the guidelines).
export const logIn = (username: string, password: string) =>
  api<LoginResponse>('/profiles/login/', {
    method: 'POST',
    json: { username, password, after_signup: true },
  });

// Fetched once per visit, like the reference lists (lib/queries).
const reference = { staleTime: Infinity, gcTime: Infinity } as const;

// Until the summary arrives (or if it fails on a bad connection) the domain's own seed lists stand
// in, so the first step is usable at once.
const FALLBACK_SUMMARY: Summary = {
  education: [...EDUCATION_LEVELS],
  marital_status: [...MARITAL_STATUSES],
  // The page writes heights in its own language (lib/fixed-values.ts); the summary's English
  // `label` is never shown, so the stand-in leaves it as the stored value.
  height: HEIGHTS.map((name) => ({ name, label: name })),
  contact_of: CONTACT_OF.map((name) => ({ name })),
  totalProfile: 0,
};

export function useSummaryLists(): Summary {
  const { data } = useQuery({
    queryKey: ['summary'],
    queryFn: () => api<Summary>('/summary/'),
    ...reference,
  });
  if (!data) return FALLBACK_SUMMARY;
  return {
    ...data,
    education: data.education?.length ? data.education : FALLBACK_SUMMARY.education,
    marital_status: data.marital_status?.length ? data.marital_status : FALLBACK_SUMMARY.marital_status,
    height: data.height?.length ? data.height : FALLBACK_SUMMARY.height,
    contact_of: data.contact_of?.length ? data.contact_of : FALLBACK_SUMMARY.contact_of,
  };
}

export const useBlockedKeywords = () =>
  useQuery({
    queryKey: ['blocked-keywords'],
    queryFn: () => api<{ keyword: string }[]>('/configs/blocked-keywords/'),
    ...reference,
  });
