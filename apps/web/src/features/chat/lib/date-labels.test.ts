import { describe, expect, it } from 'vitest';
import { dateLabel, groupByDay, indiaDateKey, messageTime, previousDateKey } from './date-labels';

describe('date labels', () => {
  it('keys instants by the India date, whatever the device zone', () => {
    // 20:00 UTC is 01:30 the next day in India.
    expect(indiaDateKey('2025-03-09T20:00:00Z')).toBe('2025-03-10');
    expect(indiaDateKey('2025-03-09T18:29:00Z')).toBe('2025-03-09');
  });

  it('finds the day before across months and years', () => {
    expect(previousDateKey('2025-03-01')).toBe('2025-02-28');
    expect(previousDateKey('2024-03-01')).toBe('2024-02-29');
    expect(previousDateKey('2025-01-01')).toBe('2024-12-31');
  });

  it('says Today, Yesterday, or the date in the reader language', () => {
    const now = Date.parse('2025-03-10T05:00:00Z');
    expect(dateLabel('2025-03-10', now, 'en')).toEqual({ kind: 'today' });
    expect(dateLabel('2025-03-09', now, 'en')).toEqual({ kind: 'yesterday' });
    expect(dateLabel('2025-03-02', now, 'en')).toEqual({ kind: 'date', text: '2 March' });
    expect(dateLabel('2024-12-31', now, 'en')).toEqual({ kind: 'date', text: '31 December 2024' });
    const urdu = dateLabel('2025-03-02', now, 'ur');
    expect(urdu.kind).toBe('date');
    expect(urdu.kind === 'date' && urdu.text).toContain('مارچ');
  });

  it('uses the India date for today just after midnight there', () => {
    // 19:00 UTC on the 9th is 00:30 on the 10th in India.
    const now = Date.parse('2025-03-09T19:00:00Z');
    expect(dateLabel('2025-03-10', now, 'en')).toEqual({ kind: 'today' });
  });

  it('shows message times in India time', () => {
    expect(messageTime('2025-03-10T05:00:00Z', 'en')).toBe('10:30 am');
  });

  it('splits a list into days in order', () => {
    const days = groupByDay(
      ['2025-03-09T10:00:00Z', '2025-03-09T12:00:00Z', '2025-03-10T01:00:00Z'],
      (t) => t,
    );
    expect(days.map((d) => [d.key, d.items.length])).toEqual([
      ['2025-03-09', 2],
      ['2025-03-10', 1],
    ]);
  });
});
