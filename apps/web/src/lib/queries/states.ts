import { queryOptions, useQuery } from '@tanstack/react-query';
import type { State } from '@rishta/domain';
import { api } from '@/lib/api';
import { REFERENCE } from './reference';

/** GET /profiles/state-list?country=1: the states of India (SPEC.md §9). */
export const fetchStates = () => api<State[]>('/profiles/state-list?country=1');

export const statesQuery = () =>
  queryOptions({ queryKey: ['state-list', 1], queryFn: fetchStates, ...REFERENCE });

export const useStates = (enabled = true) => useQuery({ ...statesQuery(), enabled });
