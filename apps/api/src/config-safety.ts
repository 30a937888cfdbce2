import { isCommonPassword, isUsernameAsPassword } from '@rishta/domain';
import { DEMO_PASSWORD } from '@rishta/db/seed';
import type { Config } from './config';

type Checked = Pick<
  Config,
  'isProduction' | 'DATABASE_URL' | 'EMBEDDED_DB' | 'DEV_CLOCK' | 'ADMIN_USERNAME' | 'ADMIN_PASSWORD'
>;

/**
 * The combinations a production start refuses (issue 28, decision 045), each as
 * `VARIABLE: why`, so the operator reads which setting to change. loadConfig throws with all of
 * them. Checked elsewhere, because they are refused in every mode or were there before:
 * `TRUST_PROXY=true` (its parser, lib/trust-proxy.ts), a malformed `VITE_*` address (the schema),
 * and production's `MEDIA_SECRET` and `NOTIFIER` (config.ts).
 */
export function unsafeProductionSettings(config: Checked): string[] {
  if (!config.isProduction) return [];
  const problems: string[] = [];

  // Without DATABASE_URL the server quietly runs the embedded PGlite: one process, its files on
  // this machine's disk. A site that forgot DATABASE_URL must not start on it unnoticed.
  if (!config.DATABASE_URL && !config.EMBEDDED_DB) {
    problems.push(
      'DATABASE_URL: required when NODE_ENV=production (set EMBEDDED_DB=true for a single-machine ' +
        'install on the embedded database)',
    );
  }

  // The development clock moves contact hours and OTP expiry for everyone; production ignores it,
  // so a value set there is a development setting carried over by mistake.
  if (config.DEV_CLOCK) {
    problems.push('DEV_CLOCK: a development tool; unset it when NODE_ENV=production');
  }

  // The start-up admin may do everything; the README's demo password, a very common one or the
  // username itself is the first thing anyone tries on the staff sign-in.
  const password = config.ADMIN_PASSWORD;
  if (
    password !== undefined &&
    (password.toLowerCase() === DEMO_PASSWORD ||
      isCommonPassword(password) ||
      isUsernameAsPassword(password, config.ADMIN_USERNAME ?? ''))
  ) {
    problems.push(
      "ADMIN_PASSWORD: the README's demo password, a very common password or the username may " +
        'not guard the admin account when NODE_ENV=production',
    );
  }

  return problems;
}
