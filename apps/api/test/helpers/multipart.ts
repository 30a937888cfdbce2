import { randomBytes } from 'node:crypto';

export type MultipartPart =
  { name: string; value: string } | { name: string; data: Buffer; filename: string; type: string };

/** A multipart/form-data body of text fields and file parts, built by hand as a browser sends it. */
export function multipartBody(parts: MultipartPart[]) {
  const boundary = `----rishta${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if ('value' in part) {
      chunks.push(Buffer.from(`${disposition}\r\n\r\n${part.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(`${disposition}; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`),
        part.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
