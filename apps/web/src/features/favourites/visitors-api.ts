import { useQuery } from '@tanstack/react-query';
import type { ProfileVisitedResponse } from '@rishta/domain';
import { api } from '@/lib/api';

export function useRecentVisitors(enabled: boolean) {
  return useQuery({
    queryKey: ['profile-visited'],
    enabled,
    queryFn: () => api<ProfileVisitedResponse>('/profiles/profile-visited/user/'),
  });
}
