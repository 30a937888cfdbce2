import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CityList } from '@rishta/domain';
import { api } from '@/lib/api';
import { REFERENCE } from './reference';

/** GET /profiles/city-list/?state=…: the cities of one state. */
export const fetchCities = (state: string) =>
  api<CityList>(`/profiles/city-list/?state=${encodeURIComponent(state)}`);

export const citiesQuery = (state: string) =>
  queryOptions({ queryKey: ['city-list', state], queryFn: () => fetchCities(state), ...REFERENCE });

export const useCities = (state: string) => useQuery({ ...citiesQuery(state), enabled: state !== '' });
