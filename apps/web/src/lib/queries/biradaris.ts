import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NamedItem } from '@rishta/domain';
import { api } from '@/lib/api';
import { REFERENCE } from './reference';

/** GET /profiles/biradari-list/. */
export const fetchBiradaris = () => api<NamedItem[]>('/profiles/biradari-list/');

export const biradarisQuery = () =>
  queryOptions({ queryKey: ['biradari-list'], queryFn: fetchBiradaris, ...REFERENCE });

export const useBiradaris = (enabled = true) => useQuery({ ...biradarisQuery(), enabled });
