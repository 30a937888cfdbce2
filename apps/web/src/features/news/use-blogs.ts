import { useQuery } from '@tanstack/react-query';
import type { Blog } from '@rishta/domain';
import { api } from '@/lib/api';
import { useContentLanguage } from '@/lib/content-queries';

export const useBlogs = () => {
  const lang = useContentLanguage();
  return useQuery({ queryKey: ['blogs', lang], queryFn: () => api<Blog[]>(`/configs/blogs/?lang=${lang}`) });
};
