// `npm run convert-photos`: converts the profile photos stored as JPEG before issue 31 into the
// WebP variants the server now makes (convert-photos.ts). Run it once after upgrading, with the
// server's DATABASE_URL / DATA_DIR; it can run while the server serves, and again after a failure.
import { log, openCliData } from '../cli-data';
import { migrate } from '../create-db';
import { createProgressBar } from '../seed/progress-bar';
import { convertPhotosToWebp } from './convert-photos';

async function main(): Promise<void> {
  const { handle, store } = openCliData();
  const bar = createProgressBar(process.stderr);
  try {
    await migrate(handle);
    const summary = await convertPhotosToWebp(handle.db, store, { onProgress: bar.update });
    bar.finish();
    log(`Converted ${summary.converted} photos to WebP.`);
    if (summary.missing) log(`${summary.missing} photos had no full-size file and were left as they are.`);
    if (summary.skipped) log(`${summary.skipped} photos were replaced by new uploads meanwhile.`);
  } finally {
    bar.finish();
    await handle.close();
  }
}

main().catch((error: unknown) => {
  log(`Converting photos failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
