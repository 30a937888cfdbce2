// Verification document upload (SPEC.md §5): a file is required, png, gif or jpeg only.

import { z } from 'zod';
import { MESSAGES, type MessageKey } from '../messages';

export const VERIFY_DOCUMENT_TYPES = ['image/png', 'image/gif', 'image/jpeg'] as const;

export function isAllowedDocumentType(mime: string | null | undefined): boolean {
  return (
    typeof mime === 'string' &&
    (VERIFY_DOCUMENT_TYPES as readonly string[]).includes(mime.trim().toLowerCase())
  );
}

/** The document's error code, or undefined when it is acceptable. */
export function verifyDocumentError(file: { type: string } | null | undefined): MessageKey | undefined {
  if (!file) return 'fileRequired';
  return isAllowedDocumentType(file.type) ? undefined : 'verifyDocumentTypes';
}

/** The file's description as a schema, for forms that keep `{ file }` in their values. */
export const verifyDocumentSchema = z.object({
  file: z
    .custom<{ type: string }>(
      (v) => typeof v === 'object' && v !== null && typeof (v as { type?: unknown }).type === 'string',
      {
        error: MESSAGES.fileRequired,
      },
    )
    .refine((f) => isAllowedDocumentType(f.type), { error: MESSAGES.verifyDocumentTypes }),
});
