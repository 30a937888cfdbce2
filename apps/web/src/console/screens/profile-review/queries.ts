import { queryOptions } from '@tanstack/react-query';
import type { ProfileReviewResponse } from '@rishta/domain';
import { staffApi } from '../../kit/api/staff-api';
import { ADMIN_KEY } from '../../kit/api/staff-queries';

export type ProfileReview = ProfileReviewResponse;

/**
 * The photos and the document arrive as signed links that die 5 to 6 minutes after they were
 * made, so a review left open asks again before then (a new answer brings new links).
 */
export const REVIEW_LINK_REFRESH_MS = 4 * 60_000;

/** GET /admin/profiles/:code/review/: the whole profile, its standing, flags and staff trail. */
export const profileReviewQuery = (profileCode: string) =>
  queryOptions({
    queryKey: [ADMIN_KEY, 'profiles', profileCode, 'review'],
    queryFn: () => staffApi<ProfileReview>(`/profiles/${encodeURIComponent(profileCode)}/review/`),
    staleTime: 30_000,
    refetchOnWindowFocus: true,
    refetchInterval: REVIEW_LINK_REFRESH_MS,
  });
