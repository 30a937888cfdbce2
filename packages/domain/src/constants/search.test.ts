import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  AGE_PRESETS,
  CATEGORY_TABS,
  DEFAULT_CATEGORY_AGE,
  DEFAULT_CATEGORY_MARITAL_STATUS,
  HEIGHT_BANDS,
  UNMARRIED_30_PLUS,
  heightsForBands,
} from './search';
import { HEIGHTS } from './profile-options';

describe('category browsing constants', () => {
  it('has the age presets of §9', () => {
    expect(AGE_PRESETS.map((p) => [p.label, p.min, p.max])).toEqual([
      ['18-21', 18, 21],
      ['22-25', 22, 25],
      ['26-29', 26, 29],
      ['30-33', 30, 33],
      ['34-40', 34, 40],
      ['40+', 40, 100],
    ]);
    expect(UNMARRIED_30_PLUS).toEqual({
      label: '30+ Unmarried',
      min: 30,
      max: 100,
      maritalStatus: 'Unmarried',
    });
    expect(DEFAULT_CATEGORY_AGE).toEqual({ min: 10, max: 100 });
    expect(DEFAULT_CATEGORY_MARITAL_STATUS).toBe('Unmarried');
  });

  it('has the eight category tabs', () => {
    expect(CATEGORY_TABS.map((t) => t.key)).toEqual([
      'state',
      'country',
      'education',
      'age',
      'maritalStatus',
      'maslak',
      'biradari',
      'specialAbled',
    ]);
    expect(CATEGORY_TABS.map((t) => t.label)).toContain('Special-abled');
  });
});

describe('height bands', () => {
  it('uses the §9 labels', () => {
    expect(HEIGHT_BANDS.map((b) => b.label)).toEqual(['4-4.6', '4.6-5', '5-5.6', '5.6-6', '6-6.5']);
  });

  it('puts each edge in the band that starts there', () => {
    const bandOf = (h: string) => HEIGHT_BANDS.find((b) => b.heights.includes(h))?.label;
    expect(bandOf('4.0')).toBe('4-4.6');
    expect(bandOf('4.5')).toBe('4-4.6');
    expect(bandOf('4.6')).toBe('4.6-5');
    expect(bandOf('4.11')).toBe('4.6-5');
    expect(bandOf('5.0')).toBe('5-5.6');
    expect(bandOf('5.6')).toBe('5.6-6');
    expect(bandOf('6.0')).toBe('6-6.5');
    expect(bandOf('6.5')).toBe('6-6.5');
    expect(bandOf('7.0')).toBe('6-6.5');
  });

  it('covers every height exactly once', () => {
    fc.assert(
      fc.property(fc.constantFrom(...HEIGHTS), (height) => {
        expect(HEIGHT_BANDS.filter((b) => b.heights.includes(height))).toHaveLength(1);
      }),
    );
    expect(HEIGHT_BANDS.reduce((n, b) => n + b.heights.length, 0)).toBe(HEIGHTS.length);
  });

  it('turns selected bands into height__in values', () => {
    expect(heightsForBands(['4-4.6'])).toEqual(['4.0', '4.1', '4.2', '4.3', '4.4', '4.5']);
    expect(heightsForBands(['5-5.6', '6-6.5'])).toHaveLength(6 + 13);
    expect(heightsForBands([])).toEqual([]);
  });
});
