import { useMemo } from 'react';
import { useCountries } from '@/lib/queries/countries';

/** Country names in the page's language where the browser knows them, else the server's English. */
export function useCountryOptions(enabled: boolean, language: string) {
  const countries = useCountries(enabled);
  const options = useMemo(() => {
    let names: Intl.DisplayNames | undefined;
    try {
      names = new Intl.DisplayNames([language], { type: 'region' });
    } catch {
      names = undefined;
    }
    const localName = (code: string, fallback: string) => {
      try {
        return names?.of(code) ?? fallback;
      } catch {
        return fallback;
      }
    };
    return (countries.data ?? [])
      .map((c) => ({ value: c.code, label: localName(c.code, c.name) }))
      .sort((a, b) => a.label.localeCompare(b.label, language));
  }, [countries.data, language]);
  return { options, isLoading: countries.isLoading, isError: countries.isError };
}
