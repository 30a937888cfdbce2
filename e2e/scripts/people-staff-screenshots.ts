/**
 * Screenshots of the console's People and Staff screens (issue 13) at phone (412 px) and desktop
 * (1280 px) width, in English and Urdu, with the axe check of each printed (and whether the page
 * scrolls sideways). Not a test. It fills the data first: people sign up and are approved, verified
 * users report one of them, the report is handled with a warning, another person is blocked, and
 * the admin adds staff (one signed in, one never, one disabled). Start the app on a fresh data
 * directory, with TRUST_PROXY so each new person comes from an address of their own:
 *
 *   DATA_DIR=$(mktemp -d) PORT=3204 ADMIN_USERNAME=admin@example.com ADMIN_PASSWORD='Admin-Passw0rd!' \
 *     NODE_ENV=development TRUST_PROXY=1 npm run serve
 *   E2E_DATA_DIR=$(mktemp -d) npx tsx e2e/scripts/people-staff-screenshots.ts [baseUrl] [outDir]
 */
import { staffSignIn } from '../fixtures/staff-sign-in';
import { createUser } from '../fixtures/users';
import { COMBINATIONS, launchBrowser, newScreenPage, shooter } from './lib/screens';
import { demoReporters, staffApi, warnFirstOpenReport } from './lib/staff-api';

const base = process.argv[2] ?? 'http://127.0.0.1:3204';
const out = process.argv[3] ?? '/tmp/rishta-people-staff-screens';

const shoot = shooter(out);
const admin = await staffApi(base, '10.204.0.1');
const { api, post } = admin;

// 1. People: two approved sign-ups; both demo users (verified) report the first, which is then
//    handled with a warning; the second is blocked.
const report = await demoReporters(api, '10.204.1');
const shoaib = await createUser(api, { gender: 'Male', fullName: 'Shoaib Akhtar' });
const rehana = await createUser(api, { gender: 'Female', fullName: 'Rehana Parveen' });
await createUser(api, { gender: 'Male', fullName: 'Shoaib Qureshi' });
for (const user of [shoaib, rehana]) await post(`profiles/${user.profileCode}/approve/`);
await report(1, shoaib, 'This is a broker');
await warnFirstOpenReport(admin);
await report(0, rehana, 'This user is Abusing');
await post(`accounts/${rehana.username}/block/`, { reason: 'Abusive messages to several members.' });

// 2. Staff: a moderator who has signed in, one who never has, and one disabled.
const moderator = { username: 'farah.moderator@example.com', password: 'Quiet-River-2026' };
await post('staff/', { ...moderator, role: 'moderator' });
await staffSignIn(api, moderator, { 'x-forwarded-for': '10.204.0.2' });
await post('staff/', {
  username: 'new.moderator@example.com',
  password: 'Quiet-River-2027',
  role: 'moderator',
});
const left = (await (
  await post('staff/', { username: 'left.team@example.com', password: 'Quiet-River-2028', role: 'admin' })
).json()) as { account_id: number };
await post(`staff/${left.account_id}/disable/`);

// 3. The screens.
const browser = await launchBrowser();
for (const [device, language] of COMBINATIONS) {
  const page = await newScreenPage(browser, device, language, admin.session);
  const name = (screen: string) => `${device}-${language}-${screen}`;

  await page.goto(`${base}/admin/people`);
  await page.locator('input[type="search"]').waitFor();
  await shoot(page, name('people-empty'));
  await page.locator('input[type="search"]').fill('shoaib');
  await page.locator('form[role="search"] button[type="submit"]').click();
  await page.locator('main ul > li').first().waitFor();
  await shoot(page, name('people-results'));
  await page.locator(`main ul > li a[href^="/admin/people/"]`).first().click();
  await page.locator('section').first().waitFor();
  await shoot(page, name('person'));
  await page.locator('main button').first().click();
  await page.getByRole('dialog').waitFor();
  await shoot(page, name('block-dialog'));
  await page.keyboard.press('Escape');

  await page.goto(`${base}/admin/people?q=${rehana.profileCode}`);
  await page.locator('main ul > li a[href^="/admin/people/"]').first().click();
  await page.locator('section').first().waitFor();
  await shoot(page, name('person-blocked'));

  await page.goto(`${base}/admin/staff`);
  await page.locator('main ul > li').first().waitFor();
  await shoot(page, name('staff'));
  await page.locator('main button').first().click();
  await page.getByRole('dialog').waitFor();
  await shoot(page, name('add-staff'));
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.locator('main ul > li').nth(1).locator('button').first().click();
  await page.getByRole('dialog').waitFor();
  await shoot(page, name('reset-confirm'));
  await page.context().close();
}

await browser.close();
await api.dispose();
