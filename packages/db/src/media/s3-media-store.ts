import { AwsClient } from 'aws4fetch';
import { assertSafeKey, contentTypeOf, MediaUnavailableError, type MediaStore } from './media-store';

export interface S3Settings {
  /** e.g. https://s3.ap-south-1.amazonaws.com, https://<account>.r2.cloudflarestorage.com, http://minio:9000 */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (MinIO, most self-hosted servers) rather than in the host name (AWS, R2). */
  forcePathStyle: boolean;
  /** A request still unanswered after this long fails, so an upload answers 503 instead of hanging. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * Media in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO; issue 33, decision 066). The
 * bucket stays private: the API fetches an object and serves it under its own signed link, as it
 * does from disk, so no bucket address or presigned URL ever reaches a browser.
 *
 * Requests are signed with AWS Signature V4 by aws4fetch (a small, dependency-free signer over
 * fetch). A store that cannot be reached, times out or answers 5xx throws MediaUnavailableError,
 * which the API answers with 503 and Retry-After; any other refusal (bad credentials, missing
 * bucket) is a configuration fault and throws a plain Error.
 */
export class S3MediaStore implements MediaStore {
  private readonly client: AwsClient;
  private readonly base: string;
  private readonly timeoutMs: number;

  constructor(settings: S3Settings) {
    this.client = new AwsClient({
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      region: settings.region,
      service: 's3',
      retries: 0, // the job runner and the client retry, each with its own pacing
    });
    const endpoint = new URL(settings.endpoint);
    const path = endpoint.pathname.replace(/\/+$/, '');
    this.base = settings.forcePathStyle
      ? `${endpoint.origin}${path}/${settings.bucket}`
      : `${endpoint.protocol}//${settings.bucket}.${endpoint.host}${path}`;
    this.timeoutMs = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  /** The object's URL; keys are server-made and checked, so each segment needs no escaping. */
  private url(key: string): string {
    assertSafeKey(key);
    return `${this.base}/${key}`;
  }

  private async send(key: string, init: RequestInit): Promise<Response> {
    const url = this.url(key); // a bad key is a bug, never an outage
    let response: Response;
    try {
      response = await this.client.fetch(url, {
        ...init,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new MediaUnavailableError(`media store unreachable (${init.method ?? 'GET'} ${key})`, {
        cause: error,
      });
    }
    if (response.status >= 500 || response.status === 429) {
      await response.body?.cancel();
      throw new MediaUnavailableError(
        `media store answered ${response.status} (${init.method ?? 'GET'} ${key})`,
      );
    }
    return response;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const response = await this.send(key, {
      method: 'PUT',
      body: new Uint8Array(data),
      headers: { 'content-type': contentTypeOf(key) },
    });
    await refuseUnless(response, [200], `PUT ${key}`);
  }

  async get(key: string): Promise<Buffer | null> {
    const response = await this.send(key, { method: 'GET' });
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    await refuseUnless(response, [200], `GET ${key}`, { keepBody: true });
    try {
      return Buffer.from(await response.arrayBuffer());
    } catch (error) {
      throw new MediaUnavailableError(`media store stopped mid-answer (GET ${key})`, { cause: error });
    }
  }

  async delete(key: string): Promise<void> {
    // S3 answers 204 whether or not the object existed; some servers answer 404 for a missing one.
    const response = await this.send(key, { method: 'DELETE' });
    await refuseUnless(response, [200, 204, 404], `DELETE ${key}`);
  }
}

/** Throws, with the store's own error code, unless the status is one of `ok`. */
async function refuseUnless(
  response: Response,
  ok: number[],
  what: string,
  opts: { keepBody?: boolean } = {},
): Promise<void> {
  if (ok.includes(response.status)) {
    if (!opts.keepBody) await response.body?.cancel();
    return;
  }
  const text = await response.text().catch(() => '');
  const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? 'no error code';
  throw new Error(`media store refused ${what}: ${response.status} ${code}`);
}
