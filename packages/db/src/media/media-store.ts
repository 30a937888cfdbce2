import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * Where uploaded and generated files live: the disk by default, or an S3-compatible bucket
 * (s3-media-store.ts) when several API processes must share them.
 */
export interface MediaStore {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

/**
 * The store cannot be reached or is failing right now (S3 down, timed out, answering 5xx), as
 * opposed to a bug or a refused request: the API answers 503 with Retry-After, and the job runner
 * retries a deletion later.
 */
export class MediaUnavailableError extends Error {
  readonly code = 'RISHTA_MEDIA_UNAVAILABLE';
}

// Keys are made by the server, never by users; the check still keeps a bad key from leaving the root.
const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*(\.[a-z0-9]+)?$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..') || key.includes('//'))
    throw new Error(`Unsafe media key: ${key}`);
}

export class DiskMediaStore implements MediaStore {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private path(key: string): string {
    assertSafeKey(key);
    return join(this.root, key);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, data);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.path(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }

  /** Every key in the store (for `npm run media:migrate`); files that are not media are skipped. */
  async keys(): Promise<string[]> {
    const entries = await readdir(this.root, { recursive: true, withFileTypes: true }).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      },
    );
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => relative(this.root, join(entry.parentPath, entry.name)).split(sep).join('/'))
      .filter((key) => SAFE_KEY.test(key) && !key.includes('..') && !key.includes('//'))
      .sort();
  }
}

export function contentTypeOf(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1);
  const types: Record<string, string> = {
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    png: 'image/png',
    gif: 'image/gif',
    webp: 'image/webp',
    pdf: 'application/pdf',
  };
  return types[ext] ?? 'application/octet-stream';
}
