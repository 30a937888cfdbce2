import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES, PHOTO_UPLOADS_PER_HOUR, UPLOAD_MAX_BYTES } from '@rishta/domain';
import { accounts, profiles } from '@rishta/db';
import { createTestApp, tokenFor, type TestContext, authHeaders } from './helpers/test-app';

let ctx: TestContext;
let token: string;
let profileId: number;
let port: number;

beforeAll(async () => {
  ctx = await createTestApp({ profiles: 2 });
  token = await tokenFor(ctx.handle, '9000000001');
  const [row] = await ctx.handle.db
    .select({ id: profiles.id })
    .from(profiles)
    .innerJoin(accounts, eq(accounts.id, profiles.accountId))
    .where(eq(accounts.username, '9000000001'));
  profileId = row!.id;
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
});
afterAll(() => ctx.close());

const boundary = 'rishta-limit-test';
const head = Buffer.from(
  `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\n` +
    'Content-Type: image/jpeg\r\n\r\n',
);

/**
 * Starts an upload over a real socket and sends only `sendBytes` of it (or all of `chunks`),
 * resolving with the answer: an answer that comes while most of the body is unsent proves the
 * server did not wait to read it.
 */
function partialUpload(headers: Record<string, string | number>, chunks: Buffer[]) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/api/profiles/upload/${profileId}/0/`,
        headers: {
          ...authHeaders(token),
          'content-type': `multipart/form-data; boundary=${boundary}`,
          ...headers,
        },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    for (const chunk of chunks) req.write(chunk);
    // Deliberately never end() when the length is declared: the server must answer anyway.
    if (!('content-length' in headers)) req.end();
  });
}

describe('upload size', () => {
  it('refuses a 40 MB upload from its Content-Length, before reading the body', async () => {
    const res = await partialUpload({ 'content-length': 40 * 1024 * 1024 }, [head, Buffer.alloc(1024)]);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ detail: MESSAGES.fileTooLarge, code: 'fileTooLarge' });
  });

  it('stops a body without a declared length at the file limit, storing nothing', async () => {
    const slice = Buffer.alloc(1024 * 1024, 0xff);
    const chunks = [
      head,
      ...Array.from({ length: UPLOAD_MAX_BYTES / slice.length + 2 }, () => slice),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ];
    const res = await partialUpload({ 'transfer-encoding': 'chunked' }, chunks);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ detail: MESSAGES.fileTooLarge, code: 'fileTooLarge' });
  });
});

describe('photo upload rate', () => {
  it(`allows ${PHOTO_UPLOADS_PER_HOUR} photo uploads an hour per account, then 429`, async () => {
    // Someone who has not uploaded yet in this file.
    const womanToken = await tokenFor(ctx.handle, '9000000002');
    const [woman] = await ctx.handle.db
      .select({ id: profiles.id })
      .from(profiles)
      .innerJoin(accounts, eq(accounts.id, profiles.accountId))
      .where(eq(accounts.username, '9000000002'));
    const empty = Buffer.concat([head, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/profiles/upload/${woman!.id}/1/`,
        payload: empty,
        headers: {
          ...authHeaders(womanToken),
          'content-type': `multipart/form-data; boundary=${boundary}`,
          // Changing address does not reset an account's count.
          'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
        },
      });
    for (let i = 0; i < PHOTO_UPLOADS_PER_HOUR; i += 1) expect((await send()).statusCode).toBe(200);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      detail: expect.stringMatching(/^Too many requests\. Please try again in .+\.$/),
      code: 'tooManyRequests',
      params: { minutes: expect.any(Number) },
    });
  });
});
