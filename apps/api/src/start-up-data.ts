import type { DbHandle, MediaStore } from '@rishta/db';
import { ensureAdmin, ensureReferenceData, lockDemoLogins, seedDemoIfEmpty } from '@rishta/db/seed';
import type { Config } from './config';

export interface PreparedData {
  /** Random demo profiles added by this start (0 when none were). */
  demoProfiles: number;
  /** Accounts whose README demo password a production start replaced. */
  lockedDemoLogins: number;
}

/**
 * What every start does to the data after migrating: reference lists, demo data when asked, the
 * start-up admin. Demo logins are for development only (issue 28): production seeds demo data only
 * with SEED_DEMO=true (config.ts), gives its accounts a random password nobody is told and no fixed
 * demo logins, and takes the README password away from the demo logins of a database that was
 * first started in development. `log` receives nothing secret.
 */
export async function prepareData(
  handle: DbHandle,
  media: MediaStore,
  config: Config,
  log: (message: string) => void = console.log,
): Promise<PreparedData> {
  const { db } = handle;
  await ensureReferenceData(db);
  const prepared: PreparedData = { demoProfiles: 0, lockedDemoLogins: 0 };
  if (config.SEED_DEMO) {
    const summary = await seedDemoIfEmpty(db, media, {
      profiles: config.DEMO_PROFILES,
      demoPasswords: config.isProduction ? 'random' : 'readme',
    });
    if (summary.demo) {
      prepared.demoProfiles = summary.demo.profiles;
      log(
        `Demo data loaded: ${summary.demo.profiles} profiles` +
          (config.isProduction ? ' (NODE_ENV=production: no demo account can log in)' : ''),
      );
    }
  }
  if (config.isProduction) {
    prepared.lockedDemoLogins = await lockDemoLogins(db);
    if (prepared.lockedDemoLogins > 0) {
      log(
        `This database was started in development: the README demo password of ` +
          `${prepared.lockedDemoLogins} demo accounts was replaced by a random one (NODE_ENV=production).`,
      );
    }
  }
  if (config.ADMIN_USERNAME && config.ADMIN_PASSWORD) {
    await ensureAdmin(db, config.ADMIN_USERNAME, config.ADMIN_PASSWORD);
  }
  return prepared;
}
