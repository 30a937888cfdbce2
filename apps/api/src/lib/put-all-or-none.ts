import type { MediaStore } from '@rishta/db';

/**
 * Stores several files that only make sense together (a photo's variants, a book's cover and
 * PDF). If any write fails, the ones that succeeded are deleted again, best effort, and the first
 * error is thrown: a store failing part-way (issue 33: S3 down) leaves nothing half-written.
 */
export async function putAllOrNone(store: MediaStore, files: [key: string, data: Buffer][]): Promise<void> {
  const results = await Promise.allSettled(files.map(([key, data]) => store.put(key, data)));
  const failure = results.find((result) => result.status === 'rejected');
  if (!failure) return;
  const written = files.filter((_, i) => results[i]!.status === 'fulfilled').map(([key]) => key);
  await Promise.allSettled(written.map((key) => store.delete(key)));
  throw failure.reason;
}
