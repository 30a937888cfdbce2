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
import { validFeedback } from '@rishta/domain/testing';
import { createUser, type TestUser } from '../fixtures/users';
import { COMBINATIONS, launchBrowser, newScreenPage, shooter } from './lib/screens';
import { demoReporters, ok, staffApi, warnFirstOpenReport } from './lib/staff-api';

const base = process.argv[2] ?? 'http://127.0.0.1:3201';
const out = process.argv[3] ?? '/tmp/rishta-dashboard-screens';
const DAY = 86_400_000;

const shoot = shooter(out);
const admin = await staffApi(base, '10.201.0.1');
const { api, post } = admin;
const realNow = new Date(((await (await api.get('/api/dev/clock')).json()) as { now: string }).now);
const setClock = async (now: Date | null) =>
  ok(await api.put('/api/dev/clock', { data: { now: now?.toISOString() ?? null } }), 'clock');
const report = await demoReporters(api, '10.201.1');

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
await warnFirstOpenReport(admin);
const fresh = await createUser(api, { gender: 'Male', fullName: 'Munna Bhai' });
await post(`profiles/${fresh.profileCode}/reject/`, {
  reason: 'Please write your own name, not a nickname, in Full name.',
});
await createUser(api, { gender: 'Female', fullName: 'Zoya Farooqui' });
await post(`accounts/${approved[1]!.username}/block/`, {
  reason: 'Broker: charges families for introductions.',
});
// A second run finds the word already blocked (409): that is fine.
await api.post('/api/admin/content/blocked-keywords/', { headers: admin.staff, data: { keyword: 'dowry' } });
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
const browser = await launchBrowser();
for (const [device, language] of COMBINATIONS) {
  const page = await newScreenPage(browser, device, language, admin.session);
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
  await page.context().close();
}

await browser.close();
await api.dispose();
