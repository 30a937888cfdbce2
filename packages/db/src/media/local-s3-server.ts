// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- s3rver ships no types; the reference carries them to every package whose typecheck reaches this file
/// <reference path="./s3rver.d.ts" />
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AwsClient } from 'aws4fetch';
import S3rver from 's3rver';
import type { S3Settings } from './s3-media-store';

export interface LocalS3Server {
  /** Settings for S3MediaStore, pointing at this server's bucket. */
  settings: S3Settings;
  /** The same as MEDIA_STORE=s3 environment variables, for a server process. */
  env: Record<string, string>;
  /** The bucket's keys under a prefix, read by listing it as any S3 client would. */
  keys(prefix?: string): Promise<string[]>;
  /** Takes the server down, keeping its objects: an outage. */
  pause(): Promise<void>;
  /** Brings it back on the same port with the same objects. */
  resume(): Promise<void>;
  /** Takes it down and removes its objects. */
  stop(): Promise<void>;
}

/**
 * An S3-compatible server on 127.0.0.1 (s3rver, from npm), with one empty bucket in a temporary
 * directory: the S3 store's tests and the cluster script run against it (issue 33). It checks the
 * access key id but not the Signature V4 itself (s3rver never implemented that check).
 */
export async function startLocalS3(opts: { port?: number; bucket?: string } = {}): Promise<LocalS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'rishta-s3-'));
  const bucket = opts.bucket ?? 'rishta-media';
  const run = async (port: number) => {
    const server = new S3rver({
      address: '127.0.0.1',
      port,
      directory,
      silent: true,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    return { server, port: (await server.run()).port };
  };
  let running: Awaited<ReturnType<typeof run>> | null = await run(opts.port ?? 0);
  const port = running.port;
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket,
    // s3rver's one built-in account.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const client = new AwsClient({ ...settings, service: 's3' });
  const pause = async () => {
    await running?.server.close();
    running = null;
  };
  return {
    settings,
    env: {
      MEDIA_STORE: 's3',
      S3_ENDPOINT: settings.endpoint,
      S3_REGION: settings.region,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async keys(prefix = '') {
      const url = `${settings.endpoint}/${bucket}?list-type=2&prefix=${encodeURIComponent(prefix)}`;
      const response = await client.fetch(url);
      const xml = await response.text();
      if (!response.ok) throw new Error(`listing the bucket failed: ${response.status} ${xml}`);
      return [...xml.matchAll(/<Key>([^<]+)<\/Key>/g)].map((match) => match[1]!).sort();
    },
    pause,
    async resume() {
      running ??= await run(port);
    },
    async stop() {
      await pause();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
