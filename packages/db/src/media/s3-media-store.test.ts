// Issue 33: media in an S3-compatible bucket, against a local S3 server (s3rver).
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3Server } from './local-s3-server';
import { DiskMediaStore, MediaUnavailableError } from './media-store';
import { mediaStoreProblems } from './media-store-env';
import { migrateMedia } from './migrate-media';
import { S3MediaStore } from './s3-media-store';

let s3: LocalS3Server;
let store: S3MediaStore;

beforeAll(async () => {
  s3 = await startLocalS3();
  store = new S3MediaStore(s3.settings);
});
afterAll(async () => {
  await s3.stop();
});

describe('the S3 media store', () => {
  it('puts, gets and deletes an object', async () => {
    const data = Buffer.from([0xff, 0xd8, 0xff, 0x00, 1, 2, 3]);
    await store.put('photos/7/1-abc.webp', data);
    expect(await store.get('photos/7/1-abc.webp')).toEqual(data);
    await store.delete('photos/7/1-abc.webp');
    expect(await store.get('photos/7/1-abc.webp')).toBeNull();
  });

  it('answers null for a key that was never stored, and deleting it is not an error', async () => {
    expect(await store.get('photos/7/never.webp')).toBeNull();
    await expect(store.delete('photos/7/never.webp')).resolves.toBeUndefined();
  });

  it('refuses a key that could leave its folder, before any request', async () => {
    await expect(store.put('../secret', Buffer.from('x'))).rejects.toThrow(/Unsafe media key/);
    await expect(store.get('photos//x.webp')).rejects.toThrow(/Unsafe media key/);
  });

  it('a bucket that does not exist or an unknown key id is a configuration fault, not an outage', async () => {
    const noBucket = new S3MediaStore({ ...s3.settings, bucket: 'no-such-bucket' });
    const put = noBucket.put('photos/1/x.webp', Buffer.from('x'));
    await expect(put).rejects.toThrow(/refused PUT photos\/1\/x.webp: 404 NoSuchBucket/);
    await expect(put).rejects.not.toBeInstanceOf(MediaUnavailableError);
    const stranger = new S3MediaStore({ ...s3.settings, accessKeyId: 'NOT-A-KEY' });
    await expect(stranger.get('photos/1/x.webp')).rejects.toThrow(/403 InvalidAccessKeyId/);
  });

  it('a store that cannot be reached, fails or hangs is unavailable (the API answers 503)', async () => {
    const closed = new S3MediaStore({ ...s3.settings, endpoint: 'http://127.0.0.1:9' });
    await expect(closed.put('photos/1/x.webp', Buffer.from('x'))).rejects.toBeInstanceOf(
      MediaUnavailableError,
    );

    const { url, close } = await fakeServer((_req, res) => res.writeHead(503).end('<Code>SlowDown</Code>'));
    const failing = new S3MediaStore({ ...s3.settings, endpoint: url });
    await expect(failing.get('photos/1/x.webp')).rejects.toBeInstanceOf(MediaUnavailableError);
    await close();

    const silent = await fakeServer(() => undefined); // never answers
    const hanging = new S3MediaStore({ ...s3.settings, endpoint: silent.url, timeoutMs: 200 });
    await expect(hanging.delete('photos/1/x.webp')).rejects.toBeInstanceOf(MediaUnavailableError);
    await silent.close();
  });

  it('addresses the bucket in the host name unless told to use the path (AWS and R2 against MinIO)', async () => {
    const seen: string[] = [];
    const { url, close } = await fakeServer((req, res) => {
      seen.push(`${req.headers.host}${req.url}`);
      res.writeHead(404).end();
    });
    const port = new URL(url).port;
    await new S3MediaStore({ ...s3.settings, endpoint: url, forcePathStyle: true }).get('a/b.pdf');
    await new S3MediaStore({ ...s3.settings, endpoint: `http://localhost:${port}`, forcePathStyle: false })
      .get('a/b.pdf')
      .catch(() => undefined); // rishta-media.localhost may not resolve here; the URL is what counts
    await close();
    expect(seen[0]).toBe(`127.0.0.1:${port}/rishta-media/a/b.pdf`);
    if (seen[1]) expect(seen[1]).toBe(`rishta-media.localhost:${port}/a/b.pdf`);
  });
});

describe('MEDIA_STORE and the S3 variables', () => {
  it('default to the disk folder', () => {
    expect(mediaStoreProblems({}, '/data/media')).toEqual({
      store: { kind: 'disk', dir: '/data/media' },
      problems: [],
    });
  });

  it('name every missing or wrong variable', () => {
    const { problems } = mediaStoreProblems({ MEDIA_STORE: 's3', S3_FORCE_PATH_STYLE: 'maybe' }, '/m');
    expect(problems).toEqual([
      'S3_BUCKET: required when MEDIA_STORE=s3',
      'S3_ACCESS_KEY_ID: required when MEDIA_STORE=s3',
      'S3_SECRET_ACCESS_KEY: required when MEDIA_STORE=s3',
      'S3_REGION: required when MEDIA_STORE=s3 without S3_ENDPOINT (AWS S3: e.g. ap-south-1)',
      'S3_FORCE_PATH_STYLE: must be true or false',
    ]);
    expect(mediaStoreProblems({ MEDIA_STORE: 'nfs' }, '/m').problems).toEqual([
      'MEDIA_STORE: must be disk or s3, not "nfs"',
    ]);
  });

  it('give AWS its regional endpoint, and take R2 or MinIO endpoints as they are', () => {
    const keys = { MEDIA_STORE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' };
    const aws = mediaStoreProblems({ ...keys, S3_REGION: 'ap-south-1' }, '/m').store;
    expect(aws).toMatchObject({
      kind: 's3',
      settings: { endpoint: 'https://s3.ap-south-1.amazonaws.com', forcePathStyle: false },
    });
    const r2 = mediaStoreProblems(
      { ...keys, S3_REGION: 'auto', S3_ENDPOINT: 'https://acc.r2.cloudflarestorage.com' },
      '/m',
    );
    expect(r2).toMatchObject({
      problems: [],
      store: { settings: { endpoint: 'https://acc.r2.cloudflarestorage.com', region: 'auto' } },
    });
    const minio = mediaStoreProblems(
      { ...keys, S3_ENDPOINT: 'http://10.0.0.5:9000', S3_FORCE_PATH_STYLE: 'true' },
      '/m',
    );
    expect(minio).toMatchObject({
      problems: [],
      store: { settings: { region: 'us-east-1', forcePathStyle: true } },
    });
  });
});

describe('npm run media:migrate', () => {
  it('copies every file of the disk store, checks it, and skips what is already there on a second run', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'rishta-migrate-'));
    try {
      const disk = new DiskMediaStore(dir);
      const files = {
        'photos/1/1-aa.webp': Buffer.from('full'),
        'photos/1/1-aa-thumb.webp': Buffer.from('thumb'),
        'documents/1-bb.pdf': Buffer.from('%PDF-1.4'),
      };
      for (const [key, data] of Object.entries(files)) await disk.put(key, data);
      // A file of the bucket's own that the disk does not have stays.
      await store.put('books/9-cover.png', Buffer.from('cover'));

      const first = await migrateMedia(disk, store, { concurrency: 2 });
      expect(first).toEqual({ total: 3, copied: 3, alreadyThere: 0, failed: [] });
      for (const [key, data] of Object.entries(files)) expect(await store.get(key)).toEqual(data);

      await disk.put('photos/1/1-aa.webp', Buffer.from('replaced meanwhile'));
      const second = await migrateMedia(disk, store);
      expect(second).toEqual({ total: 3, copied: 1, alreadyThere: 2, failed: [] });
      expect(await store.get('photos/1/1-aa.webp')).toEqual(Buffer.from('replaced meanwhile'));
      expect(await store.get('books/9-cover.png')).toEqual(Buffer.from('cover'));

      const unreachable = new S3MediaStore({ ...s3.settings, endpoint: 'http://127.0.0.1:9' });
      const failed = await migrateMedia(disk, unreachable);
      expect(failed.copied).toBe(0);
      expect(failed.failed.map((f) => f.key).sort()).toEqual(Object.keys(files).sort());
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

async function fakeServer(
  handle: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
