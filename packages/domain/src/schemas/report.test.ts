import { describe, expect, it } from 'vitest';
import { isAllowedImageType, reportFileError, reportSchema } from './report';
import { messagesAt } from '../testing/issues';

describe('reportSchema', () => {
  it('requires a reason from the list', () => {
    expect(messagesAt(reportSchema, {}, 'reason')).toEqual(['This field is required.']);
    expect(messagesAt(reportSchema, { reason: 'Rude' }, 'reason')).toEqual(['Please choose a valid option.']);
    expect(reportSchema.safeParse({ reason: 'This is a broker' }).success).toBe(true);
  });

  it('requires a description for the Other reason', () => {
    expect(
      messagesAt(reportSchema, { reason: 'Other (Describe in detail)', description: ' ' }, 'description'),
    ).toEqual(['This field is required.']);
    expect(
      reportSchema.safeParse({ reason: 'Other (Describe in detail)', description: 'Asked me for money' })
        .success,
    ).toBe(true);
  });

  it('limits the description to 2000 characters', () => {
    expect(
      messagesAt(reportSchema, { reason: 'This is a broker', description: 'x'.repeat(2001) }, 'description'),
    ).toEqual(['Max 2000 characters required.']);
  });
});

describe('report evidence file', () => {
  it('accepts images only', () => {
    expect(isAllowedImageType('image/png')).toBe(true);
    expect(isAllowedImageType('image/webp')).toBe(true);
    expect(isAllowedImageType('application/pdf')).toBe(false);
    expect(isAllowedImageType('')).toBe(false);
    expect(isAllowedImageType(undefined)).toBe(false);
  });

  it('reports a missing or non-image file', () => {
    expect(reportFileError(undefined)).toBe('fileRequired');
    expect(reportFileError({ type: 'text/plain' })).toBe('imageFilesOnly');
    expect(reportFileError({ type: 'image/jpeg' })).toBeUndefined();
  });
});
