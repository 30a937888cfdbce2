import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { auditLog } from '@rishta/db';
import { multipartBody, type MultipartPart } from './multipart';
import { authHeaders, type TestContext } from './test-app';

// Builders for the content console's forms (issue 13): the files a book or a news card brings,
// the parts of a multipart form, and the audit trail a change leaves.

/** A content form with files, sent as the console sends it (multipart) by the staff member `token`. */
export function staffUpload(
  ctx: TestContext,
  token: string,
  method: 'POST' | 'PUT',
  url: string,
  parts: MultipartPart[],
) {
  const body = multipartBody(parts);
  return ctx.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...body.headers, ...authHeaders(token) },
  });
}

/** A plain image of the given size, as a camera or an editor would save it. */
export function image(width: number, height: number, format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  const canvas = sharp({ create: { width, height, channels: 3, background: '#2a6f4e' } });
  return (format === 'png' ? canvas.png() : canvas.jpeg()).toBuffer();
}

/** The smallest PDF a reader opens: a catalogue without pages. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
    '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** A file part of a multipart form. */
export const file = (name: string, data: Buffer, type: string, filename = `${name}.bin`): MultipartPart => ({
  name,
  data,
  filename,
  type,
});
/** A text part of a multipart form. */
export const field = (name: string, value: string): MultipartPart => ({ name, value });

/** The audit trail of one record, oldest first. */
export const auditTrail = (ctx: TestContext, subject: string) =>
  ctx.handle.db
    .select({
      actor: auditLog.actorAccountId,
      action: auditLog.action,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(eq(auditLog.subject, subject))
    .orderBy(asc(auditLog.id));
