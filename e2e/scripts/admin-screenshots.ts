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
import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { chromium, request as apiRequest, type Page } from '@playwright/test';
import { validFeedback } from '@rishta/domain/testing';
import { totpCode } from '../fixtures/staff-sign-in';
import { createUser } from '../fixtures/users';

const base = process.argv[2] ?? 'http://127.0.0.1:3191';
const out = process.argv[3] ?? '/tmp/rishta-admin-screens';
const admin = {
  username: process.env.ADMIN_USERNAME ?? 'admin@example.com',
  password: process.env.ADMIN_PASSWORD ?? 'Admin-Passw0rd!',
};
const devices = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 412, height: 915 },
} as const;
const languages = (process.env.LANGS ?? 'en,ur').split(',');

mkdirSync(out, { recursive: true });
const api = await apiRequest.newContext({ baseURL: base });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-sync'],
});

async function serverNow(): Promise<Date> {
  const res = await api.get('/api/dev/clock');
  return new Date(((await res.json()) as { now: string }).now);
}

async function shoot(page: Page, name: string) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: true });
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  console.log(
    name,
    serious.length === 0 ? 'axe: clean' : serious.map((v) => `${v.id} ${v.nodes[0]?.target}`),
  );
}

async function newPage(device: keyof typeof devices, language: string, staffSession?: string) {
  const context = await browser.newContext({
    viewport: devices[device],
    deviceScaleFactor: 1,
    isMobile: device === 'phone',
    hasTouch: device === 'phone',
  });
  await context.addInitScript(
    ([lang, stored]) => {
      localStorage.setItem('rishta.language', lang!);
      if (stored) localStorage.setItem('rishta.staffSession', stored);
    },
    [language, staffSession ?? ''],
  );
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  return page;
}

async function passwordStep(page: Page) {
  await page.goto(`${base}/admin/sign-in`);
  await page.locator('input[autocomplete="username"]').fill(admin.username);
  await page.locator('input[autocomplete="current-password"]').fill(admin.password);
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/admin/login/'));
  await page.locator('button[type="submit"]').click();
  return (await (await answer).json()) as { stage: string; secret?: string };
}

// 1. The sign-in and the set-up screens. Each password step makes a new QR code until one is
//    confirmed, so every device and language gets its own; the last one is confirmed.
const combos = Object.keys(devices).flatMap((d) => languages.map((l) => [d, l] as const));
for (const [device, language] of combos) {
  const page = await newPage(device as keyof typeof devices, language);
  await page.goto(`${base}/admin/sign-in`);
  await page.locator('input[autocomplete="username"]').waitFor();
  await shoot(page, `${device}-${language}-sign-in`);
  const step = await passwordStep(page);
  if (step.stage !== 'enrol') throw new Error('Use a fresh data directory: the admin is already set up.');
  await page.locator('img[src^="data:image/svg"]').waitFor();
  await shoot(page, `${device}-${language}-enrol`);
  await page.close();
}

const page = await newPage('desktop', 'en');
const { secret } = await passwordStep(page);
await page.locator('input[autocomplete="one-time-code"]').fill(totpCode(secret!, await serverNow()));
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
for (const language of languages) {
  const codePage = await newPage('phone', language);
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
const rejected = await api.post(`/api/admin/profiles/${corrected.profileCode}/reject/`, {
  headers: staff,
  data: { reason: 'Please write your own name, not a nickname, in Full name.' },
});
if (!rejected.ok()) throw new Error(`reject: ${rejected.status()} ${await rejected.text()}`);
const edited = await api.patch(`/api/profiles/update/${corrected.profileId}/`, {
  headers: { authorization: `Token ${corrected.token}` },
  data: { full_name: 'Munawwar Khan' },
});
if (!edited.ok()) throw new Error(`edit: ${edited.status()} ${await edited.text()}`);
for (const [i, category] of (['complaint', 'suggestion', 'feedback'] as const).entries()) {
  const sent = await api.post('/api/configs/feedback/', {
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
  });
  if (!sent.ok()) throw new Error(`feedback: ${sent.status()} ${await sent.text()}`);
}
console.log('queue filled; twin', twin1.profileCode);

// 3. The two screens, each device and language.
for (const [device, language] of combos) {
  const screen = await newPage(device as keyof typeof devices, language, stored!);
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
