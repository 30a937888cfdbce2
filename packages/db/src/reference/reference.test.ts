import { describe, it, expect } from 'vitest';
import { BIRADARIES, CITIES_BY_STATE, COUNTRIES, INDIAN_STATES, MASLAKS, buildCountries } from './index';

const byName = (a: string, b: string) => a.localeCompare(b, 'en');
const duplicates = (list: readonly string[]) => list.filter((item, i) => list.indexOf(item) !== i);

// Districts per state/UT: every district has a headquarters town, so a list shorter than this is
// certainly missing one.
const DISTRICTS: Record<string, number> = {
  'Uttar Pradesh': 75,
  Maharashtra: 35, // Mumbai City and Mumbai Suburban share 'Mumbai'
  Bihar: 38,
  'Madhya Pradesh': 55,
  Rajasthan: 50,
  'Tamil Nadu': 38,
  Karnataka: 31,
  Gujarat: 33,
  'West Bengal': 23,
  Telangana: 33,
  'Andhra Pradesh': 26,
  Assam: 35,
  Odisha: 30,
  Chhattisgarh: 33,
  Jharkhand: 24,
  Punjab: 23,
  Haryana: 22,
  'Jammu and Kashmir': 20,
  Kerala: 14,
};

describe('Indian states and union territories', () => {
  it('has all 28 states and 8 union territories', () => {
    expect(INDIAN_STATES).toHaveLength(36);
    expect(INDIAN_STATES.filter((s) => s.kind === 'state')).toHaveLength(28);
    expect(INDIAN_STATES.filter((s) => s.kind === 'union-territory')).toHaveLength(8);
  });

  it('has unique names and unique two-letter ISO 3166-2:IN codes', () => {
    expect(duplicates(INDIAN_STATES.map((s) => s.name))).toEqual([]);
    expect(duplicates(INDIAN_STATES.map((s) => s.code))).toEqual([]);
    for (const s of INDIAN_STATES) expect(s.code).toMatch(/^[A-Z]{2}$/);
  });

  it('uses the current names and codes', () => {
    const find = (name: string) => INDIAN_STATES.find((s) => s.name === name);
    expect(find('Delhi')).toEqual({ name: 'Delhi', code: 'DL', kind: 'union-territory' });
    expect(find('Ladakh')).toEqual({ name: 'Ladakh', code: 'LA', kind: 'union-territory' });
    expect(find('Jammu and Kashmir')?.kind).toBe('union-territory');
    expect(find('Dadra and Nagar Haveli and Daman and Diu')?.code).toBe('DH');
    expect(find('Maharashtra')?.code).toBe('MH');
    expect(find('Uttar Pradesh')?.code).toBe('UP');
  });
});

describe('cities by state', () => {
  it('has a non-empty list for every state and no key that is not a state', () => {
    const names = INDIAN_STATES.map((s) => s.name).sort(byName);
    expect(Object.keys(CITIES_BY_STATE).sort(byName)).toEqual(names);
    for (const name of names) expect(CITIES_BY_STATE[name]?.length ?? 0, name).toBeGreaterThan(0);
  });

  it('covers at least every district headquarters in total', () => {
    const total = Object.values(CITIES_BY_STATE).reduce((n, list) => n + list.length, 0);
    expect(total).toBeGreaterThanOrEqual(750);
  });

  it('has at least one town per district in the large states', () => {
    for (const [state, districts] of Object.entries(DISTRICTS)) {
      expect(CITIES_BY_STATE[state]?.length ?? 0, state).toBeGreaterThanOrEqual(districts);
    }
  });

  it('lists each city once per state, trimmed and in alphabetical order', () => {
    for (const [state, cities] of Object.entries(CITIES_BY_STATE)) {
      expect(duplicates(cities), state).toEqual([]);
      expect([...cities].sort(byName), state).toEqual(cities);
      for (const city of cities) expect(city, state).toMatch(/^\S(.*\S)?$/);
    }
  });

  it('includes the large Muslim towns that are not district headquarters, and renamed cities', () => {
    const has = (state: string, city: string) => expect(CITIES_BY_STATE[state], state).toContain(city);
    has('Maharashtra', 'Malegaon');
    has('Maharashtra', 'Bhiwandi');
    has('Maharashtra', 'Mumbra');
    has('Maharashtra', 'Mumbai');
    has('Uttar Pradesh', 'Deoband');
    has('Uttar Pradesh', 'Prayagraj');
    has('Tamil Nadu', 'Ambur');
    has('Tamil Nadu', 'Vaniyambadi');
    has('Karnataka', 'Bengaluru');
    has('Karnataka', 'Bhatkal');
    has('Telangana', 'Hyderabad');
    has('Kerala', 'Malappuram');
    has('West Bengal', 'Kolkata');
    has('Delhi', 'New Delhi');
  });
});

describe('countries', () => {
  it('lists about every country, each code once', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(230);
    expect(duplicates(COUNTRIES.map((c) => c.code))).toEqual([]);
  });

  it('has India with +91 and other common destinations with their dial codes', () => {
    expect(COUNTRIES).toContainEqual({ name: 'India', code: 'IN', dial_code: '+91' });
    expect(COUNTRIES).toContainEqual({ name: 'United Arab Emirates', code: 'AE', dial_code: '+971' });
    expect(COUNTRIES).toContainEqual({ name: 'Saudi Arabia', code: 'SA', dial_code: '+966' });
    expect(COUNTRIES).toContainEqual({ name: 'United States', code: 'US', dial_code: '+1' });
  });

  it('gives every country an English name (not its code) and a dial code, sorted by name', () => {
    for (const c of COUNTRIES) {
      expect(c.name).not.toBe(c.code);
      expect(c.dial_code).toMatch(/^\+\d{1,4}$/);
    }
    expect(COUNTRIES.map((c) => c.name)).toEqual(COUNTRIES.map((c) => c.name).sort(byName));
  });

  it('builds a fresh list each time', () => {
    const built = buildCountries();
    expect(built).toEqual(COUNTRIES);
    expect(built).not.toBe(COUNTRIES);
  });
});

describe('community', () => {
  it('has unique, non-empty maslaks ending with Other', () => {
    expect(MASLAKS.length).toBeGreaterThan(0);
    expect(duplicates(MASLAKS)).toEqual([]);
    for (const m of MASLAKS) expect(m.trim()).not.toBe('');
    expect(MASLAKS).toContain('Sunni Hanafi');
    expect(MASLAKS).toContain('Shia Ithna Ashari');
    expect(MASLAKS.at(-1)).toBe('Other');
  });

  it('has at least 40 unique biradaries, sorted, then Any and Other', () => {
    expect(duplicates(BIRADARIES)).toEqual([]);
    for (const b of BIRADARIES) expect(b.trim()).not.toBe('');
    expect(BIRADARIES.slice(-2)).toEqual(['Any', 'Other']);
    const named = BIRADARIES.slice(0, -2);
    expect(named.length).toBeGreaterThanOrEqual(40);
    expect([...named].sort(byName)).toEqual(named);
  });
});
