// `npm run media:migrate`: copies the media folder of a single-machine install (MEDIA_DIR, else
// DATA_DIR/media) into the S3-compatible bucket named by MEDIA_STORE=s3 and the S3_* variables,
// and checks every key by reading it back (migrate-media.ts). Run it, switch the servers to the
// same S3 variables, then run it once more to copy what was uploaded in between.
import { cliMediaDir, cliMediaStore, log } from '../cli-data';
import { createProgressBar } from '../seed/progress-bar';
import { DiskMediaStore } from './media-store';
import { createMediaStore, describeMediaStore } from './media-store-env';
import { migrateMedia } from './migrate-media';

async function main(): Promise<void> {
  const target = cliMediaStore();
  if (target.kind !== 's3') {
    throw new Error('set MEDIA_STORE=s3 and the S3_* variables of the bucket to copy into (README)');
  }
  const from = cliMediaDir();
  log(`Copying ${from} into ${describeMediaStore(target)}`);
  const bar = createProgressBar(process.stderr);
  const summary = await migrateMedia(new DiskMediaStore(from), createMediaStore(target), {
    onProgress: bar.update,
  });
  bar.finish();
  log(
    `${summary.total} files: ${summary.copied} copied, ${summary.alreadyThere} already there, ` +
      `${summary.failed.length} failed.`,
  );
  for (const { key, reason } of summary.failed.slice(0, 20)) log(`  ${key}: ${reason}`);
  if (summary.failed.length > 0) {
    log('Some files were not copied; run the command again (copied files are skipped).');
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  log(`Copying media failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
