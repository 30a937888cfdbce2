import { getCountries, getCountryCallingCode } from 'libphonenumber-js';

// Countries with dial codes, for members abroad (NRIs) and for the mobile-number country picker.
// Built from libphonenumber-js's metadata rather than typed out, so the dial codes agree with the
// library that validates the numbers; English names come from the runtime's ICU data.
export interface Country {
  name: string;
  code: string;
  dial_code: string;
}

export function buildCountries(): Country[] {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  const countries: Country[] = [];
  for (const code of getCountries()) {
    const name = names.of(code);
    // DisplayNames echoes the code back when ICU has no name for it (e.g. a Node built with
    // small-icu); such an entry would show "XK" in a dropdown, so leave it out.
    if (!name || name === code) continue;
    countries.push({ name, code, dial_code: `+${getCountryCallingCode(code)}` });
  }
  return countries.sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

export const COUNTRIES: readonly Country[] = buildCountries();
