import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NamedItem } from '@rishta/domain';
import { api } from '@/lib/api';
import { REFERENCE } from './reference';

/** GET /profiles/maslak-list/. */
export const fetchMaslaks = () => api<NamedItem[]>('/profiles/maslak-list/');

export const maslaksQuery = () =>
  queryOptions({ queryKey: ['maslak-list'], queryFn: fetchMaslaks, ...REFERENCE });

export const useMaslaks = (enabled = true) => useQuery({ ...maslaksQuery(), enabled });
