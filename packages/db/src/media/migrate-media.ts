import { createHash } from 'node:crypto';
import type { DiskMediaStore, MediaStore } from './media-store';

export interface MigrationSummary {
  /** Keys in the disk store. */
  total: number;
  /** Copied now, and read back equal. */
  copied: number;
  /** Already in the target with the same bytes (an earlier run, or a node already writing there). */
  alreadyThere: number;
  /** Keys that could not be copied or did not read back equal: run the command again. */
  failed: { key: string; reason: string }[];
}

const digest = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * Copies every file of a disk media store into another store (an S3 bucket: `npm run
 * media:migrate`, issue 33) and checks each key by reading it back. Files already there with the
 * same bytes are left alone, so a run that stopped half-way is simply run again. The disk is only
 * read: switching the servers to MEDIA_STORE=s3 is the operator's next step.
 */
export async function migrateMedia(
  source: DiskMediaStore,
  target: MediaStore,
  opts: { concurrency?: number; onProgress?: (done: number, total: number) => void } = {},
): Promise<MigrationSummary> {
  const keys = await source.keys();
  const summary: MigrationSummary = { total: keys.length, copied: 0, alreadyThere: 0, failed: [] };
  let next = 0;
  let done = 0;

  const copyOne = async (key: string) => {
    const data = await source.get(key);
    if (!data) return; // deleted while the command ran: nothing to copy
    const want = digest(data);
    const existing = await target.get(key);
    if (existing && digest(existing) === want) {
      summary.alreadyThere += 1;
      return;
    }
    await target.put(key, data);
    const back = await target.get(key);
    if (!back || digest(back) !== want) throw new Error('read back different bytes');
    summary.copied += 1;
  };

  const worker = async () => {
    while (next < keys.length) {
      const key = keys[next++]!;
      try {
        await copyOne(key);
      } catch (error) {
        summary.failed.push({ key, reason: error instanceof Error ? error.message : String(error) });
      }
      opts.onProgress?.(++done, keys.length);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, opts.concurrency ?? 8) }, worker));
  return summary;
}
