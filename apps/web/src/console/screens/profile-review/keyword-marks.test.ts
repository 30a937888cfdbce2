import { describe, expect, it } from 'vitest';
import { markKeywords } from './keyword-marks';

describe('markKeywords', () => {
  it('marks whole words in any letter case and leaves the rest as it is', () => {
    expect(markKeywords('Call my Broker today, broker!', ['broker'])).toEqual([
      { text: 'Call my ' },
      { text: 'Broker', keyword: 'broker' },
      { text: ' today, ' },
      { text: 'broker', keyword: 'broker' },
      { text: '!' },
    ]);
  });

  it('does not mark a keyword inside a longer word, in Latin or other scripts', () => {
    expect(markKeywords('Brokerage firm', ['broker'])).toEqual([{ text: 'Brokerage firm' }]);
    expect(markKeywords('ایجنٹوں سے بچیں، ایجنٹ نہیں', ['ایجنٹ'])).toEqual([
      { text: 'ایجنٹوں سے بچیں، ' },
      { text: 'ایجنٹ', keyword: 'ایجنٹ' },
      { text: ' نہیں' },
    ]);
  });

  it('prefers the longer of two overlapping keywords and treats special characters literally', () => {
    expect(markKeywords('Fees: 5000 (cash) only', ['cash', '(cash)', 'fees'])).toEqual([
      { text: 'Fees', keyword: 'fees' },
      { text: ': 5000 ' },
      { text: '(cash)', keyword: '(cash)' },
      { text: ' only' },
    ]);
  });

  it('gives the text back whole when there is nothing to mark', () => {
    expect(markKeywords('Teacher', [])).toEqual([{ text: 'Teacher' }]);
    expect(markKeywords('', ['x'])).toEqual([{ text: '' }]);
  });
});
