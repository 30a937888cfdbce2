import type { Gender } from '@rishta/domain';
import type { DemoProfileHints } from './demo-profiles';

/** The password of every demo account (documented in the README so people can try the site). */
export const DEMO_PASSWORD = 'rishta123';

export interface DemoAccount {
  username: string;
  password: string;
  gender: Gender;
  fullName: string;
}

/**
 * Two fixed accounts, created before the random ones, so people and end-to-end tests can log in
 * without looking anything up: a groom and a bride, both verified, approved and active, without
 * photos (so uploads can be tried on an empty gallery). Random profiles never get these numbers.
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { username: '9000000001', password: DEMO_PASSWORD, gender: 'Male', fullName: 'Imran Qureshi' },
  { username: '9000000002', password: DEMO_PASSWORD, gender: 'Female', fullName: 'Ayesha Siddiqui' },
];

/** How the fixed accounts' profiles are pinned: stable names, places and ages across installs. */
export const DEMO_ACCOUNT_HINTS: Readonly<Record<string, DemoProfileHints>> = {
  '9000000001': {
    gender: 'Male',
    firstName: 'Imran',
    surname: 'Qureshi',
    state: 'Uttar Pradesh',
    city: 'Lucknow',
    yearOfBirth: 1995,
    education: 'Engineer',
    biradari: 'Qureshi',
    maslak: 'Sunni Hanafi',
    unmarried: true,
    atHome: true,
    withoutHandicap: true,
  },
  '9000000002': {
    gender: 'Female',
    firstName: 'Ayesha',
    surname: 'Siddiqui',
    state: 'Maharashtra',
    city: 'Mumbai',
    yearOfBirth: 1998,
    education: 'Post Graduate',
    biradari: 'Siddiqui',
    maslak: 'Sunni Hanafi',
    unmarried: true,
    atHome: true,
    withoutHandicap: true,
  },
};
