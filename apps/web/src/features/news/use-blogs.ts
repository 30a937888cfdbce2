import { useQuery } from '@tanstack/react-query';
import type { Blog } from '@rishta/domain';
import { api } from '@/lib/api';

export const useBlogs = () =>
  useQuery({ queryKey: ['blogs'], queryFn: () => api<Blog[]>('/configs/blogs/') });
