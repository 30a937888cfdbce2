import { useQuery } from '@tanstack/react-query';
import type { HeaderMessage } from '@rishta/domain';
import { api } from '@/lib/api';
import { useContentLanguage } from '@/lib/content-queries';

/** The running headlines of the home page banner (SPEC.md §7 configs/header-message). */
export const useHeaderMessages = () => {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ['header-messages', lang],
    queryFn: () => api<HeaderMessage[]>(`/configs/header-message/?lang=${lang}`),
  });
};
