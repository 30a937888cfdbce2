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
import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { chromium, request as apiRequest, type APIResponse, type Page } from '@playwright/test';
import sharp from 'sharp';
import { staffSignIn } from '../fixtures/staff-sign-in';
import { apiLogin, createUser, DEMO_FEMALE, DEMO_MALE, type TestUser } from '../fixtures/users';

const base = process.argv[2] ?? 'http://127.0.0.1:3204';
const out = process.argv[3] ?? '/tmp/rishta-people-staff-screens';
const admin = {
  username: process.env.ADMIN_USERNAME ?? 'admin@example.com',
  password: process.env.ADMIN_PASSWORD ?? 'Admin-Passw0rd!',
};
const devices = { desktop: { width: 1280, height: 900 }, phone: { width: 412, height: 915 } } as const;
const languages = (process.env.LANGS ?? 'en,ur').split(',');

mkdirSync(out, { recursive: true });
const api = await apiRequest.newContext({ baseURL: base });

async function ok(res: APIResponse, what: string) {
  if (!res.ok()) throw new Error(`${what}: ${res.status()} ${await res.text()}`);
  return res;
}

const staffAddress = { 'x-forwarded-for': '10.204.0.1' };
const token = await staffSignIn(api, admin, staffAddress);
const staff = { authorization: `Token ${token}`, ...staffAddress };
const post = async (path: string, data?: object) =>
  ok(await api.post(`/api/admin/${path}`, { headers: staff, ...(data && { data }) }), `POST ${path}`);

// 1. People: two approved sign-ups; both demo users (verified) report the first, which is then
//    handled with a warning; the second is blocked.
const evidence = await sharp({
  create: { width: 60, height: 60, channels: 3, background: { r: 200, g: 40, b: 40 } },
})
  .png()
  .toBuffer();
const reporters = await Promise.all(
  [DEMO_MALE, DEMO_FEMALE].map((u, i) =>
    apiLogin(api, u.username, u.password, { 'x-forwarded-for': `10.204.1.${i + 1}` }),
  ),
);
async function report(reporter: number, target: TestUser, reason: string) {
  await ok(
    await api.post('/api/profiles/report-profile/', {
      headers: { authorization: `Token ${reporters[reporter]!.token}` },
      multipart: {
        reason,
        'user-slug': target.slug,
        file: { name: 'proof.png', mimeType: 'image/png', buffer: evidence },
      },
    }),
    'report',
  );
}
const shoaib = await createUser(api, { gender: 'Male', fullName: 'Shoaib Akhtar' });
const rehana = await createUser(api, { gender: 'Female', fullName: 'Rehana Parveen' });
await createUser(api, { gender: 'Male', fullName: 'Shoaib Qureshi' });
for (const user of [shoaib, rehana]) await post(`profiles/${user.profileCode}/approve/`);
await report(1, shoaib, 'This is a broker');
const open = (await (await api.get('/api/admin/reports/', { headers: staff })).json()) as {
  results: { profile: { id: number } }[];
};
await post(`reports/profiles/${open.results[0]!.profile.id}/handle/`, {
  action: 'warn',
  note: 'Asked for money on WhatsApp; first warning.',
  message: 'Please do not ask anyone for money. A second report will block your account.',
});
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
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-sync'],
});
const stored = JSON.stringify({ token, username: admin.username, role: 'admin', expiresAt: '' });

async function shoot(page: Page, name: string) {
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: true });
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  console.log(
    name,
    serious.length === 0 ? 'axe: clean' : serious.map((v) => `${v.id} ${v.nodes[0]?.target}`),
    wide ? 'SCROLLS SIDEWAYS' : '',
  );
}

for (const [device, viewport] of Object.entries(devices)) {
  for (const language of languages) {
    const context = await browser.newContext({
      viewport,
      isMobile: device === 'phone',
      hasTouch: device === 'phone',
    });
    await context.addInitScript(
      ([lang, session]) => {
        localStorage.setItem('rishta.language', lang!);
        localStorage.setItem('rishta.staffSession', session!);
      },
      [language, stored],
    );
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
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
    await context.close();
  }
}

await browser.close();
await api.dispose();
