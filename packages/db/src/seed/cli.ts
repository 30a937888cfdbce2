// `npm run seed [-- --profiles N]`: migrates, ensures reference data, then either adds N demo
// profiles (benchmarks) or, without --profiles, seeds content and demo data into a database
// that has no profiles yet. Uses DATABASE_URL when set, else PGlite under DATA_DIR.
import { log, openCliData } from '../cli-data';
import { migrate } from '../create-db';
import { insertDemoProfiles } from './insert-demo-profiles';
import { createProgressBar } from './progress-bar';
import { ensureReferenceData, seedDemoIfEmpty } from './seed-if-empty';

const USAGE = 'Usage: npm run seed [-- --profiles N]';

export function parseProfilesArg(argv: readonly string[]): number | undefined {
  let value: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--profiles') {
      value = argv[i + 1];
      if (value === undefined) throw new Error(`--profiles needs a number. ${USAGE}`);
      i++;
    } else if (arg.startsWith('--profiles=')) {
      value = arg.slice('--profiles='.length);
    } else if (arg === '--help' || arg === '-h') {
      throw new Error(USAGE);
    } else {
      throw new Error(`Unknown argument '${arg}'. ${USAGE}`);
    }
  }
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new Error(`--profiles needs a whole number, not '${value}'. ${USAGE}`);
  return Number(value);
}

async function main(): Promise<void> {
  const profiles = parseProfilesArg(process.argv.slice(2));
  const { handle, store } = openCliData();

  // Demo logins are for development only (issue 28): in production nobody knows the password.
  const demoPasswords = process.env.NODE_ENV === 'production' ? 'random' : 'readme';
  const started = performance.now();
  const bar = createProgressBar(process.stderr);
  try {
    await migrate(handle);
    const reference = await ensureReferenceData(handle.db);
    log(
      reference.seeded
        ? `Reference data: ${reference.countries} countries, ${reference.states} states, ${reference.cities} cities.`
        : 'Reference data: already present.',
    );
    if (profiles !== undefined) {
      log(`Adding ${profiles} demo profiles…`);
      const result = await insertDemoProfiles(handle.db, store, profiles, {
        onProgress: bar.update,
        demoPasswords,
      });
      bar.finish();
      log(
        `Added ${result.profiles} profiles with ${result.photos} photos (${result.fixedAccounts} fixed demo accounts created).`,
      );
    } else {
      const summary = await seedDemoIfEmpty(handle.db, store, { onProgress: bar.update, demoPasswords });
      bar.finish();
      if (summary.skipped) log(`Demo data: skipped, ${summary.skipped}.`);
      else {
        if (summary.content?.seeded)
          log(`Content: ${summary.content.books} books, ${summary.content.guidelines} guideline videos.`);
        log(`Demo data: ${summary.demo?.profiles ?? 0} profiles with ${summary.demo?.photos ?? 0} photos.`);
      }
    }
    log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    bar.finish();
    await handle.close();
  }
}

main().catch((error: unknown) => {
  log(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
