/**
 * Screenshots of working the new-profiles queue without going back (issue 29): a waiting
 * profile's review with the next one named, the reject dialog with its preset reasons (one
 * picked), the review that opens after an approval, and the audit log those decisions wrote; at
 * 412 and 1280 px, in English and Urdu.
 * Not a test. Start a server first (any DEMO_PROFILES), then:
 *   E2E_DATA_DIR=$(mktemp -d) node --import tsx e2e/scripts/console-queue-shots.ts [baseUrl] [outDir]
 */
import { mkdirSync } from 'node:fs';
import { createUser } from '../fixtures/users';
import { deviceShot, launchBrowser, LANGUAGES, newScreenPage } from './lib/screens';
import { staffApi } from './lib/staff-api';

const base = process.argv[2] ?? 'http://127.0.0.1:3302';
const out = process.argv[3] ?? '/tmp/shots-queue';
mkdirSync(out, { recursive: true });

const admin = await staffApi(base);
const { api } = admin;

// Two waiting profiles for each of the four runs below: the one reviewed, and the one that opens next.
const names = ['Zainab Ansari', 'Imran Sheikh', 'Rukhsar Bano', 'Faisal Khan'];
const made: string[] = [];
for (let i = 0; i < 8; i += 1) {
  const user = await createUser(api, {
    gender: i % 2 ? 'Male' : 'Female',
    fullName: `${names[i % names.length]} ${i + 1}`,
  });
  made.push(user.profileCode);
}

const browser = await launchBrowser();
let run = 0;
for (const device of ['phone', 'desktop'] as const) {
  for (const language of LANGUAGES) {
    const page = await newScreenPage(browser, device, language, admin.session);
    const shot = deviceShot(page, out, device, language, 700);
    const code = made[run * 2]!;
    run += 1;

    await page.goto(`${base}/admin/new-profiles`, { waitUntil: 'networkidle' });
    await shot('queue');
    await page.goto(`${base}/admin/new-profiles/${code}`, { waitUntil: 'networkidle' });
    await page.getByTestId('next-in-queue').waitFor();
    await shot('review-next', false);

    // The reject dialog: its preset reasons, one picked (the text stays editable).
    await page
      .getByRole('button', { name: language === 'en' ? 'Reject' : 'مسترد کریں', exact: true })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('group').getByRole('button').first().click();
    await shot('reject-presets', false);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // Approve: the next waiting profile opens, with the way back to the list one tap away.
    await page
      .getByRole('button', { name: language === 'en' ? 'Approve' : 'منظور کریں', exact: true })
      .click();
    await page.waitForURL((url) => !url.pathname.endsWith(code));
    await page.waitForLoadState('networkidle');
    await shot('after-approve', false);
    // The audit log: fields and values in the console's words, English values isolated in Urdu.
    await page.goto(`${base}/admin/audit`, { waitUntil: 'networkidle' });
    await shot('audit', false);
    await page.context().close();
  }
}
await browser.close();
await api.dispose();
