import { DiskMediaStore, type MediaStore } from './media-store';
import { S3MediaStore, type S3Settings } from './s3-media-store';

/** Where media live, as read from the environment by the server and the command-line tools. */
export type MediaStoreEnv = { kind: 'disk'; dir: string } | { kind: 's3'; settings: S3Settings };

const TRUE = ['true', '1', 'yes'];
const FALSE = ['false', '0', 'no'];

/**
 * Reads MEDIA_STORE and the S3_* variables (issue 33). `disk` (the default) keeps media under
 * `diskDir`; `s3` needs a bucket and keys, and a region or an endpoint: AWS's endpoint follows from
 * the region, R2 and MinIO give theirs. Problems come back as `VARIABLE: why`, as loadConfig shows.
 */
export function mediaStoreProblems(
  env: Record<string, string | undefined>,
  diskDir: string,
): { store: MediaStoreEnv; problems: string[] } {
  const value = (name: string) => (env[name] === '' ? undefined : env[name]);
  const kind = value('MEDIA_STORE') ?? 'disk';
  if (kind === 'disk') return { store: { kind: 'disk', dir: diskDir }, problems: [] };
  if (kind !== 's3') {
    return {
      store: { kind: 'disk', dir: diskDir },
      problems: [`MEDIA_STORE: must be disk or s3, not "${kind}"`],
    };
  }

  const problems: string[] = [];
  for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
    if (!value(name)) problems.push(`${name}: required when MEDIA_STORE=s3`);
  }
  const region = value('S3_REGION');
  let endpoint = value('S3_ENDPOINT');
  if (!endpoint && !region) {
    problems.push('S3_REGION: required when MEDIA_STORE=s3 without S3_ENDPOINT (AWS S3: e.g. ap-south-1)');
  }
  endpoint ??= `https://s3.${region}.amazonaws.com`;
  if (!/^https?:\/\/[^/]+/.test(endpoint) || !URL.canParse(endpoint)) {
    problems.push('S3_ENDPOINT: must be an http(s) URL');
  }
  const pathStyle = value('S3_FORCE_PATH_STYLE')?.toLowerCase();
  if (pathStyle !== undefined && !TRUE.includes(pathStyle) && !FALSE.includes(pathStyle)) {
    problems.push('S3_FORCE_PATH_STYLE: must be true or false');
  }
  return {
    store: {
      kind: 's3',
      settings: {
        endpoint,
        // Signature V4 needs a region even where the server ignores it (MinIO; R2 takes "auto").
        region: region ?? 'us-east-1',
        bucket: value('S3_BUCKET') ?? '',
        accessKeyId: value('S3_ACCESS_KEY_ID') ?? '',
        secretAccessKey: value('S3_SECRET_ACCESS_KEY') ?? '',
        forcePathStyle: pathStyle !== undefined && TRUE.includes(pathStyle),
      },
    },
    problems,
  };
}

export function createMediaStore(choice: MediaStoreEnv): MediaStore {
  return choice.kind === 'disk' ? new DiskMediaStore(choice.dir) : new S3MediaStore(choice.settings);
}

/** For start-up logs: where media go, never the keys. */
export function describeMediaStore(choice: MediaStoreEnv): string {
  if (choice.kind === 'disk') return choice.dir;
  const { endpoint, bucket, forcePathStyle } = choice.settings;
  return `bucket ${bucket} at ${endpoint}${forcePathStyle ? ' (path style)' : ''}`;
}
