import { describe, expect, it } from 'vitest';
import {
  VERIFY_DOCUMENT_TYPES,
  isAllowedDocumentType,
  verifyDocumentError,
  verifyDocumentSchema,
} from './verify-document';
import { messagesAt } from '../testing/issues';

describe('verification document', () => {
  it('accepts png, gif and jpeg only', () => {
    expect(VERIFY_DOCUMENT_TYPES).toEqual(['image/png', 'image/gif', 'image/jpeg']);
    expect(isAllowedDocumentType('image/png')).toBe(true);
    expect(isAllowedDocumentType('IMAGE/JPEG')).toBe(true);
    expect(isAllowedDocumentType('image/webp')).toBe(false);
    expect(isAllowedDocumentType('application/pdf')).toBe(false);
  });

  it("reports 'File is required' and the type message", () => {
    expect(verifyDocumentError(null)).toBe('fileRequired');
    expect(verifyDocumentError({ type: 'application/pdf' })).toBe('verifyDocumentTypes');
    expect(verifyDocumentError({ type: 'image/gif' })).toBeUndefined();
  });

  it('the schema puts the messages on the file field', () => {
    expect(messagesAt(verifyDocumentSchema, {}, 'file')).toEqual(['File is required']);
    expect(messagesAt(verifyDocumentSchema, { file: { type: 'text/plain' } }, 'file')).toEqual([
      'Only png, gif and jpeg files are allowed.',
    ]);
    expect(verifyDocumentSchema.safeParse({ file: { type: 'image/png' } }).success).toBe(true);
  });
});
