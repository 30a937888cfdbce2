import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Country } from '@rishta/domain';
import { api } from '@/lib/api';
import { REFERENCE } from './reference';

/** GET /profiles/country-list/. */
export const fetchCountries = () => api<Country[]>('/profiles/country-list/');

export const countriesQuery = () =>
  queryOptions({ queryKey: ['country-list'], queryFn: fetchCountries, ...REFERENCE });

export const useCountries = (enabled = true) => useQuery({ ...countriesQuery(), enabled });
