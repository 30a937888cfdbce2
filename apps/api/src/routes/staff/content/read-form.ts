import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fieldIssuesOf } from '@rishta/domain';
import { AppError } from '../../../lib/http-error';
import { wholeFile } from '../../../services/profiles/read-upload';

/** A content form as sent: its text fields, and the bytes of each expected file part. */
export interface ContentForm<F extends string> {
  fields: Record<string, unknown>;
  files: Partial<Record<F, Buffer>>;
}

/**
 * Reads a form sent as multipart (text fields plus the named file parts, in any order) or, for
 * forms without a file, as JSON. Each file keeps the upload limit of 5 MB (413 beyond it); a
 * file part under another name is read and dropped.
 */
export async function readContentForm<F extends string>(
  request: FastifyRequest,
  fileFields: readonly F[],
): Promise<ContentForm<F>> {
  if (!request.isMultipart()) {
    const body = request.body;
    const fields = body && typeof body === 'object' && !Array.isArray(body) ? { ...body } : {};
    return { fields, files: {} };
  }
  const form: ContentForm<F> = { fields: {}, files: {} };
  // The app allows one file per request; a book brings two (its PDF and its cover).
  for await (const part of request.parts({ limits: { files: Math.max(fileFields.length, 1) } })) {
    if (part.type === 'file') {
      const data = await wholeFile(part);
      if ((fileFields as readonly string[]).includes(part.fieldname)) form.files[part.fieldname as F] = data;
      continue;
    }
    if (typeof part.value === 'string') form.fields[part.fieldname] = part.value;
  }
  return form;
}

/** The form's fields checked by `schema`: 400 naming each wrong field, as body validation does. */
export function parsedFields<S extends z.ZodType>(schema: S, fields: Record<string, unknown>): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw AppError.fields(fieldIssuesOf(parsed.error.issues));
  return parsed.data;
}
