import { describe, expect, it } from 'vitest';
import { parseCommaList, toCommaList } from './lists';
import { pageCount } from './pagination';

describe('comma lists', () => {
  it('parses and trims, dropping empty items', () => {
    expect(parseCommaList('RM100001, RM100002,,')).toEqual(['RM100001', 'RM100002']);
    expect(parseCommaList('')).toEqual([]);
    expect(parseCommaList(null)).toEqual([]);
  });

  it('joins', () => {
    expect(toCommaList(['RM1', 'RM2'])).toBe('RM1,RM2');
    expect(toCommaList([1, 2])).toBe('1,2');
    expect(toCommaList([])).toBe('');
  });
});

describe('pageCount', () => {
  it('counts pages of 20, so the last partial page is reachable', () => {
    expect(pageCount(0)).toBe(0);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(25)).toBe(2);
    expect(pageCount(12000)).toBe(600);
    expect(pageCount(51, 50)).toBe(2);
  });
});
