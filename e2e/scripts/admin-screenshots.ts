/**
 * Screenshots of the moderation console (issue 13) at phone (412 px) and desktop (1280 px) width,
 * in English and Urdu, for a person to look at, with the axe check of each screen printed. Not a
 * test. It signs the start-up admin in through the console itself (the first sign-in sets up the
 * authenticator), so start the app on a fresh data directory:
 *
 *   DATA_DIR=$(mktemp -d) PORT=3191 ADMIN_USERNAME=admin@example.com ADMIN_PASSWORD='Admin-Passw0rd!' \
 *     NODE_ENV=development TRUST_PROXY=1 npm run serve
 *   npx tsx e2e/scripts/admin-screenshots.ts [baseUrl] [outDir]
 *
 * It fills the queues first: new people sign up (one twice under the same name and birth date, one
 * rejected and resubmitted) and feedback is sent.
 */
import { request, type Page } from '@playwright/test';
import { validFeedback } from '@rishta/domain/testing';
import { serverNow, totpCode } from '../fixtures/staff-sign-in';
import { createUser } from '../fixtures/users';
import { COMBINATIONS, launchBrowser, LANGUAGES, newScreenPage, shooter } from './lib/screens';
import { ADMIN, ok } from './lib/staff-api';

const base = process.argv[2] ?? 'http://127.0.0.1:3191';
const out = process.argv[3] ?? '/tmp/rishta-admin-screens';

const shoot = shooter(out, { settle: 400 });
const api = await request.newContext({ baseURL: base });
const browser = await launchBrowser();

async function passwordStep(page: Page) {
  await page.goto(`${base}/admin/sign-in`);
  await page.locator('input[autocomplete="username"]').fill(ADMIN.username);
  await page.locator('input[autocomplete="current-password"]').fill(ADMIN.password);
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/admin/login/'));
  await page.locator('button[type="submit"]').click();
  return (await (await answer).json()) as { stage: string; secret?: string };
}

// 1. The sign-in and the set-up screens. Each password step makes a new QR code until one is
//    confirmed, so every device and language gets its own; the last one is confirmed.
for (const [device, language] of COMBINATIONS) {
  const page = await newScreenPage(browser, device, language);
  await page.goto(`${base}/admin/sign-in`);
  await page.locator('input[autocomplete="username"]').waitFor();
  await shoot(page, `${device}-${language}-sign-in`);
  const step = await passwordStep(page);
  if (step.stage !== 'enrol') throw new Error('Use a fresh data directory: the admin is already set up.');
  await page.locator('img[src^="data:image/svg"]').waitFor();
  await shoot(page, `${device}-${language}-enrol`);
  await page.close();
}

const page = await newScreenPage(browser, 'desktop', 'en');
const { secret } = await passwordStep(page);
await page.locator('input[autocomplete="one-time-code"]').fill(totpCode(secret!, await serverNow(api)));
await page.locator('button[type="submit"]').click();
await page.locator('ul[aria-label] li').first().waitFor();
await shoot(page, 'desktop-en-recovery-codes');
await page.getByRole('button', { name: 'I have saved these codes' }).click();
await page
  .getByRole('button', { name: 'Sign out' })
  .waitFor()
  .catch(async (error: Error) => {
    await page.screenshot({ path: `${out}/failed.png`, fullPage: true });
    throw error;
  });
const stored = await page.evaluate(() => localStorage.getItem('rishta.staffSession'));
const { token } = JSON.parse(stored!) as { token: string };
await page.close();

// The code step, as every later sign-in shows it.
for (const language of LANGUAGES) {
  const codePage = await newScreenPage(browser, 'phone', language);
  await passwordStep(codePage);
  await codePage.locator('input[autocomplete="one-time-code"]').waitFor();
  await shoot(codePage, `phone-${language}-code`);
  await codePage.close();
}

// 2. Something in each queue.
const staff = { authorization: `Token ${token}` };
const twin1 = await createUser(api, { gender: 'Female', fullName: 'Zoya Farooqui' });
await createUser(api, { gender: 'Female', fullName: 'Zoya Farooqui' });
const corrected = await createUser(api, { gender: 'Male', fullName: 'Munna Bhai' });
await createUser(api, { gender: 'Male', fullName: 'Arshad Siddiqui' });
await ok(
  await api.post(`/api/admin/profiles/${corrected.profileCode}/reject/`, {
    headers: staff,
    data: { reason: 'Please write your own name, not a nickname, in Full name.' },
  }),
  'reject',
);
await ok(
  await api.patch(`/api/profiles/update/${corrected.profileId}/`, {
    headers: { authorization: `Token ${corrected.token}` },
    data: { full_name: 'Munawwar Khan' },
  }),
  'edit',
);
for (const [i, category] of (['complaint', 'suggestion', 'feedback'] as const).entries()) {
  await ok(
    await api.post('/api/configs/feedback/', {
      headers: { 'x-forwarded-for': `10.9.9.${i + 1}` },
      data: {
        ...validFeedback(),
        category,
        name: ['Rukhsar Begum', 'Salman Ali', 'Nida Parveen'][i],
        description: [
          'Someone asked me for money on WhatsApp, saying he is from Rishta. Is this real?',
          'Please add a filter for people who can relocate abroad.',
          'Found my match through Rishta. Thank you!',
        ][i],
      },
    }),
    'feedback',
  );
}
console.log('queue filled; twin', twin1.profileCode);

// 3. The two screens, each device and language.
for (const [device, language] of COMBINATIONS) {
  const screen = await newScreenPage(browser, device, language, stored!);
  await screen.goto(`${base}/admin/new-profiles`);
  await screen.locator('article').first().waitFor();
  await shoot(screen, `${device}-${language}-new-profiles`);
  if (device === 'phone') {
    await screen.locator('button[aria-controls], button[aria-expanded]').first().click();
    await screen.locator('#console-phone-nav').waitFor();
    await shoot(screen, `${device}-${language}-menu`);
    await screen.locator('#console-phone-nav a[href="/admin/new-profiles"]').click();
    await screen.locator('#console-phone-nav').waitFor({ state: 'detached' });
  }
  await screen.locator('article button').first().click();
  await screen.getByRole('dialog').waitFor();
  await shoot(screen, `${device}-${language}-reject-dialog`);
  await screen.keyboard.press('Escape');
  await screen.goto(`${base}/admin/feedback`);
  await screen.locator('article').first().waitFor();
  await shoot(screen, `${device}-${language}-feedback`);
  await screen.close();
}

await browser.close();
await api.dispose();
