/**
 * Screenshots of the console's dashboard and audit log (issue 13) at phone (412 px) and desktop
 * (1280 px) width, in English and Urdu, with the axe check of each printed. Not a test. It fills
 * the last few weeks first (moving the server clock): people sign up, are approved (one rejected,
 * one blocked), verified users report some of them, a report is handled, a blocked word added,
 * feedback sent. Start the app on a fresh data directory, with TRUST_PROXY so each new person
 * comes from an address of their own:
 *
 *   DATA_DIR=$(mktemp -d) PORT=3201 ADMIN_USERNAME=admin@example.com ADMIN_PASSWORD='Admin-Passw0rd!' \
 *     NODE_ENV=development TRUST_PROXY=1 npm run serve
 *   E2E_DATA_DIR=$(mktemp -d) npx tsx e2e/scripts/dashboard-audit-screenshots.ts [baseUrl] [outDir]
 */
import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { chromium, request as apiRequest, type APIResponse, type Page } from '@playwright/test';
import sharp from 'sharp';
import { validFeedback } from '@rishta/domain/testing';
import { staffSignIn } from '../fixtures/staff-sign-in';
import { apiLogin, createUser, DEMO_FEMALE, DEMO_MALE, type TestUser } from '../fixtures/users';

const base = process.argv[2] ?? 'http://127.0.0.1:3201';
const out = process.argv[3] ?? '/tmp/rishta-dashboard-screens';
const admin = {
  username: process.env.ADMIN_USERNAME ?? 'admin@example.com',
  password: process.env.ADMIN_PASSWORD ?? 'Admin-Passw0rd!',
};
const devices = { desktop: { width: 1280, height: 900 }, phone: { width: 412, height: 915 } } as const;
const languages = (process.env.LANGS ?? 'en,ur').split(',');
const DAY = 86_400_000;

mkdirSync(out, { recursive: true });
const api = await apiRequest.newContext({ baseURL: base });

async function ok(res: APIResponse, what: string) {
  if (!res.ok()) throw new Error(`${what}: ${res.status()} ${await res.text()}`);
  return res;
}
const realNow = new Date(((await (await api.get('/api/dev/clock')).json()) as { now: string }).now);
const setClock = async (now: Date | null) =>
  ok(await api.put('/api/dev/clock', { data: { now: now?.toISOString() ?? null } }), 'clock');

const staffAddress = { 'x-forwarded-for': '10.201.0.1' };
const token = await staffSignIn(api, admin, staffAddress);
const staff = { authorization: `Token ${token}`, ...staffAddress };
const post = async (path: string, data?: object) =>
  ok(await api.post(`/api/admin/${path}`, { headers: staff, ...(data && { data }) }), `POST ${path}`);

const evidence = await sharp({
  create: { width: 60, height: 60, channels: 3, background: { r: 200, g: 40, b: 40 } },
})
  .png()
  .toBuffer();
const reporters = await Promise.all(
  [DEMO_MALE, DEMO_FEMALE].map((u, i) =>
    apiLogin(api, u.username, u.password, { 'x-forwarded-for': `10.201.1.${i + 1}` }),
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

// 1. The last weeks: sign-ups, approvals and reports on a few days each.
const names = ['Sana Sheikh', 'Faisal Ansari', 'Rukhsar Begum', 'Salman Ali', 'Nida Parveen', 'Arif Khan'];
const approved: TestUser[] = [];
let n = 0;
for (const daysAgo of [26, 21, 17, 13, 10, 7, 5, 3, 2, 1]) {
  await setClock(new Date(realNow.getTime() - daysAgo * DAY));
  for (let i = 0; i < 1 + (daysAgo % 3); i++) {
    n += 1;
    const user = await createUser(api, {
      gender: n % 2 ? 'Female' : 'Male',
      fullName: names[n % names.length],
    });
    if (daysAgo > 1) {
      await post(`profiles/${user.profileCode}/approve/`);
      approved.push(user);
    }
  }
  const target = approved.at(-1);
  if (target && daysAgo < 15) await report(daysAgo % 2, target, 'This is a broker');
}
await setClock(null);

// 2. Today: more reports, a warning, a rejection, a block, a blocked word, feedback.
await report(0, approved[0]!, 'Wrong information provided');
await report(1, approved[0]!, 'This user is Abusing');
const open = (await (await api.get('/api/admin/reports/', { headers: staff })).json()) as {
  results: { profile: { id: number } }[];
};
const first = open.results[0];
if (first) {
  await post(`reports/profiles/${first.profile.id}/handle/`, {
    action: 'warn',
    note: 'Asked for money on WhatsApp; first warning.',
    message: 'Please do not ask anyone for money. A second report will block your account.',
  });
}
const fresh = await createUser(api, { gender: 'Male', fullName: 'Munna Bhai' });
await post(`profiles/${fresh.profileCode}/reject/`, {
  reason: 'Please write your own name, not a nickname, in Full name.',
});
await createUser(api, { gender: 'Female', fullName: 'Zoya Farooqui' });
await post(`accounts/${approved[1]!.username}/block/`, {
  reason: 'Broker: charges families for introductions.',
});
// A second run finds the word already blocked (409): that is fine.
await api.post('/api/admin/content/blocked-keywords/', { headers: staff, data: { keyword: 'dowry' } });
for (const [i, category] of (['complaint', 'suggestion'] as const).entries()) {
  await ok(
    await api.post('/api/configs/feedback/', {
      headers: { 'x-forwarded-for': `10.201.2.${i + 1}` },
      data: { ...validFeedback(), category },
    }),
    'feedback',
  );
}

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
    await page.goto(`${base}/admin`);
    await page.locator('svg[role="img"]').first().waitFor();
    await shoot(page, `${device}-${language}-dashboard`);
    // The server's clock cannot backdate rows, so a busy month for the chart comes from here.
    await page.route('**/api/admin/dashboard/', async (route) => {
      const answer = (await (await route.fetch()).json()) as { daily: Record<string, unknown>[] };
      answer.daily = answer.daily.map((day, i) => ({
        ...day,
        sign_ups: 3 + ((i * 7) % 11),
        approvals: 2 + ((i * 5) % 8),
        reports: i % 4 === 0 ? 0 : (i * 3) % 5,
      }));
      await route.fulfill({ json: answer });
    });
    await page.reload();
    await page.locator('svg[role="img"]').first().waitFor();
    await shoot(page, `${device}-${language}-dashboard-busy`);
    await page.unroute('**/api/admin/dashboard/');
    await page.goto(`${base}/admin/audit`);
    await page.locator('main ol > li').first().waitFor();
    await shoot(page, `${device}-${language}-audit`);
    const more = page.locator('main button', { hasText: /Load more|مزید دکھائیں/ });
    if (await more.isVisible()) {
      const before = await page.locator('main ol > li').count();
      await more.click();
      await page.waitForFunction((n) => document.querySelectorAll('main ol > li').length > n, before);
      console.log(`load more: ${before} → ${await page.locator('main ol > li').count()} entries`);
    }
    await page.goto(`${base}/admin/audit?action=report.`);
    await page.locator('main ol > li').first().waitFor();
    await shoot(page, `${device}-${language}-audit-reports`);
    await context.close();
  }
}

await browser.close();
await api.dispose();
