/**
 * Screenshots of the console's Messages screen and the dashboard's Background jobs panel (issue 28)
 * at phone (412 px) and desktop (1280 px) width, in English and Urdu, and of Forgot password when
 * the code could not be sent, with the axe check of each printed. Not a test.
 *
 * SMS go to a stand-in for MSG91 that this script serves on port 3298: a number ending in an odd
 * digit is refused for good (400), one ending in 6 or 8 gets a 500 (tried again, then failed), any
 * other is accepted. E-mail goes to the development outbox. Start the app on a fresh data
 * directory pointing at it:
 *
 *   DATA_DIR=$(mktemp -d) PORT=3202 ADMIN_USERNAME=admin@example.com ADMIN_PASSWORD='Admin-Passw0rd!' \
 *     NODE_ENV=development TRUST_PROXY=1 NOTIFIER=sms:msg91,email:outbox \
 *     MSG91_URL=http://127.0.0.1:3298/flow MSG91_AUTH_KEY=test-auth-key MSG91_SENDER_ID=RISHTA \
 *     MSG91_OTP_TEMPLATE_ID=otp-template NOTIFY_MAX_TRIES=2 NOTIFY_RETRY_DELAY_SECONDS=1 npm run serve
 *   E2E_DATA_DIR=$(mktemp -d) npx tsx e2e/scripts/messages-jobs-screenshots.ts [baseUrl] [outDir]
 */
import { createServer } from 'node:http';
import { COMBINATIONS, LANGUAGES, launchBrowser, newScreenPage, printChecks, shooter } from './lib/screens';
import { ok, staffApi } from './lib/staff-api';

const base = process.argv[2] ?? 'http://127.0.0.1:3202';
const out = process.argv[3] ?? '/tmp/rishta-messages-screens';

const shoot = shooter(out, { settle: 400 });

// The stand-in for MSG91's Flow API.
let requestNo = 0;
const msg91 = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    const mobile = (JSON.parse(body) as { recipients: { mobiles: string }[] }).recipients[0]!.mobiles;
    const last = Number(mobile.at(-1));
    requestNo += 1;
    const [status, answer] =
      last % 2 === 1
        ? [400, { type: 'error', message: `Invalid mobile number ${mobile}` }]
        : last === 6 || last === 8
          ? [500, { type: 'error', message: 'Service temporarily unavailable' }]
          : [200, { type: 'success', message: `3661${requestNo.toString(16).padStart(6, '0')}a9f2` }];
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
});
await new Promise<void>((resolve) => msg91.listen(3298, '127.0.0.1', resolve));

const admin = await staffApi(base, '10.202.0.1');
const { api } = admin;

// 1. Codes asked for by people signing up, each from an address of its own.
const usernames = [
  '9876500010',
  '9876500021',
  'amina.qureshi@example.com',
  '9876500032',
  '9876500046',
  '9876500053',
  'farhan.s@example.org',
  '9876500064',
];
for (const [i, username] of usernames.entries()) {
  await ok(
    await api.post('/api/configs/send-otp/', {
      headers: { 'x-forwarded-for': `10.202.1.${i + 1}` },
      data: { username, purpose: 'signup', language: i % 3 === 0 ? 'ur' : 'en' },
    }),
    `send-otp ${username}`,
  );
}

// Until every send has been sent or has failed (the 500s are tried twice, a second apart).
for (let i = 0; i < 60; i++) {
  const { counts } = await admin.get<{ counts: { pending: number; sent: number; failed: number } }>(
    'messages/',
  );
  if (counts.pending === 0) break;
  await new Promise((r) => setTimeout(r, 1000));
}
console.log('messages ready');

const browser = await launchBrowser();

// 2. The console's screens.
for (const [device, language] of COMBINATIONS) {
  const page = await newScreenPage(browser, device, language, admin.session);
  await page.goto(`${base}/admin/messages`);
  await page.locator('[data-testid^="message-"]').first().waitFor();
  await shoot(page, `${device}-${language}-messages`);
  await page.goto(`${base}/admin/messages?status=failed`);
  await page.locator('[data-testid^="message-"]').first().waitFor();
  await shoot(page, `${device}-${language}-messages-failed`);
  if (language === 'en') {
    await page.locator('[data-testid^="message-"] button').first().click();
    await page.locator('.mantine-Notification-root').first().waitFor();
    // Past the notification's fade-in (axe reads the half-faded text as low contrast).
    await page.waitForTimeout(1500);
    await shoot(page, `${device}-${language}-messages-resent`);
  }
  await page.goto(`${base}/admin/dashboard`);
  const panel = page.getByTestId('jobs-panel');
  await panel.locator('li').first().waitFor();
  await page.waitForTimeout(400);
  await panel.screenshot({ path: `${out}/${device}-${language}-jobs-panel.png` });
  await printChecks(page, `${device}-${language}-dashboard`);
  await page.close();
}

// 3. Forgot password for a number whose code the provider refuses.
for (const language of LANGUAGES) {
  const page = await newScreenPage(browser, 'phone', language);
  await page.goto(`${base}/forgot-password?username=9000000001`);
  await page.locator('form button').first().click();
  await page.locator('.mantine-Alert-root[role="alert"] >> nth=1').waitFor({ timeout: 20_000 });
  await shoot(page, `phone-${language}-forgot-password-failed`);
  await page.close();
}

console.log('requests to the MSG91 stand-in:', requestNo);
await browser.close();
await api.dispose();
msg91.close();
