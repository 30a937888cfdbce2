// The sign-up and edit-profile calls (SPEC.md §7, DESIGN.md §4), typed with the shared contract.
import { useQuery } from '@tanstack/react-query';
import {
  CONTACT_OF,
  EDUCATION_LEVELS,
  HEIGHTS,
  MARITAL_STATUSES,
  heightLabel,
  type Country,
  type CreateProfileResponse,
  type OtpSentResponse,
  type NamedItem,
  type State,
  type Summary,
  type CityList,
} from '@rishta/domain';
import { api } from '@/lib/api';

export interface LoginResponse {
  token?: string | null;
  profile_id?: number | null;
  slug?: string | null;
  message?: string;
}

/** The owner's profile as GET/PATCH /profiles/update/{id}/ answer it (form fields in snake_case). */
export interface OwnProfile extends Record<string, unknown> {
  id: number;
  slug: string;
  gender?: string | null;
  photo_1?: string | null;
  photo_2?: string | null;
  photo_3?: string | null;
  thumbnail?: string | null;
  verification_status?: string | null;
}

export const sendSignupOtp = (username: string) =>
  api<OtpSentResponse>('/configs/send-otp/', { method: 'POST', json: { username, purpose: 'signup' } });

export const createProfile = (payload: Record<string, unknown>) =>
  api<CreateProfileResponse>('/profiles/create/', { method: 'POST', json: payload });

// Right after sign-up: not the user's first own login (that one opens the guidelines).
export const logIn = (username: string, password: string) =>
  api<LoginResponse>('/profiles/login/', {
    method: 'POST',
    json: { username, password, after_signup: true },
  });

export const fetchOwnProfile = (id: number) => api<OwnProfile>(`/profiles/update/${id}/`);

export const updateProfile = (id: number, payload: Record<string, unknown>) =>
  api<OwnProfile>(`/profiles/update/${id}/`, { method: 'PATCH', json: payload });

// Reference lists change rarely: fetched once per visit, and kept while the user moves between
// steps so a slow connection does not reload them.
const reference = { staleTime: Infinity, gcTime: Infinity } as const;

export const useStates = () =>
  useQuery({
    queryKey: ['state-list', 1],
    queryFn: () => api<State[]>('/profiles/state-list?country=1'),
    ...reference,
  });

export const useCities = (state: string) =>
  useQuery({
    queryKey: ['city-list', state],
    queryFn: () => api<CityList>(`/profiles/city-list/?state=${encodeURIComponent(state)}`),
    enabled: state !== '',
    ...reference,
  });

export const useCountries = () =>
  useQuery({
    queryKey: ['country-list'],
    queryFn: () => api<Country[]>('/profiles/country-list/'),
    ...reference,
  });

export const useMaslaks = () =>
  useQuery({
    queryKey: ['maslak-list'],
    queryFn: () => api<NamedItem[]>('/profiles/maslak-list/'),
    ...reference,
  });

export const useBiradaris = () =>
  useQuery({
    queryKey: ['biradari-list'],
    queryFn: () => api<NamedItem[]>('/profiles/biradari-list/'),
    ...reference,
  });

// Until the summary arrives (or if it fails on a bad connection) the domain's own seed lists stand
// in, so the first step is usable at once.
const FALLBACK_SUMMARY: Summary = {
  education: [...EDUCATION_LEVELS],
  marital_status: [...MARITAL_STATUSES],
  height: HEIGHTS.map((name) => ({ name, label: heightLabel(name) })),
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
