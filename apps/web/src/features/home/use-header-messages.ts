import { useQuery } from '@tanstack/react-query';
import type { HeaderMessage } from '@rishta/domain';
import { api } from '@/lib/api';

/** The running headlines of the home page banner (SPEC.md §7 configs/header-message). */
export const useHeaderMessages = () =>
  useQuery({
    queryKey: ['header-messages'],
    queryFn: () => api<HeaderMessage[]>('/configs/header-message/'),
  });
