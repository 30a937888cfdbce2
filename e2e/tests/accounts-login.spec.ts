import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { expectAccessible } from '../fixtures/axe';
import { sayNotNowToEmailQuestion } from '../fixtures/users';

const DEMO = { mobile: '9000000001', password: 'rishta123' };

/** Step 1 of the login form with an Indian mobile number. */
async function enterMobile(page: Page, mobile: string) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Next' }).click();
}

test('the demo user logs in, lands on their first page, and logs out from the drawer', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('radiogroup', { name: 'Do you live outside India?' })).toBeVisible();
  await expectAccessible(page);

  await enterMobile(page, DEMO.mobile);
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  await expect(password).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
  await expectAccessible(page);
  await password.fill(DEMO.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();

  await expect(page).toHaveURL(/\/(guidelines|for-you)$/);
  await expect(page.getByRole('link', { name: 'My Profile' })).toBeVisible();
  // The demo account has no e-mail address: it is asked for one (tests/email-dialog.spec.ts).
  await sayNotNowToEmailQuestion(page);

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Login/Register' })).toHaveCount(0);
  await menu.getByRole('button', { name: 'Logout' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('rishta.session'))).toBeNull();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu.getByRole('link', { name: 'Login/Register' })).toBeVisible();
});

test('an unknown mobile number is explained, then goes to sign-up', async ({ page }) => {
  const unknown = await page.request.post('/api/profiles/verify-user/', { data: { username: '6999999999' } });
  expect((await unknown.json()).status).toBe('other');
  await enterMobile(page, '6999999999');
  await expect(page.getByText('No profile with this number yet')).toBeVisible();
  await page.getByRole('link', { name: 'Create a profile with this number' }).click();
  await expect(page).toHaveURL(/\/signup$/);
});

test('a wrong password shows the server message and keeps the number', async ({ page }) => {
  await enterMobile(page, DEMO.mobile);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong-password');
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/profiles/login')),
    page.getByRole('button', { name: 'Login', exact: true }).click(),
  ]);
  expect(answer.status()).toBe(400);
  const { detail } = (await answer.json()) as { detail: string };
  expect(detail).toBeTruthy();
  await expect(page.getByRole('alert').filter({ hasText: detail })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Mobile number')).toHaveValue(DEMO.mobile);
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('wrong-password');
});

test('in Urdu, a wrong password is refused in Urdu: the page reads the code, not the English', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('rishta.language', 'ur'));
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'موبائل نمبر' }).fill(DEMO.mobile);
  await page.getByRole('button', { name: 'آگے' }).click();
  await page.getByRole('textbox', { name: 'پاس ورڈ', exact: true }).fill('wrong-password');
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/profiles/login')),
    page.getByRole('button', { name: 'لاگ اِن', exact: true }).click(),
  ]);
  expect(await answer.json()).toMatchObject({ code: 'invalidCredentials' });
  await expect(
    page.getByRole('alert').filter({ hasText: 'موبائل نمبر/ای میل یا پاس ورڈ غلط ہے۔' }),
  ).toBeVisible();
  await expect(page.getByText('Invalid mobile number/e-mail or password.')).toHaveCount(0);
});

test('a token the server no longer accepts ends the session and opens the login', async ({ page }) => {
  await page.goto('/about');
  await page.evaluate(() =>
    localStorage.setItem(
      'rishta.session',
      JSON.stringify({ token: 'not-a-real-token', profileId: 1, slug: 'someone', username: '9000000001' }),
    ),
  );
  // Opening a page while logged in records the last activity, with the bogus token the server refuses.
  await page.reload();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('rishta.session'))).toBeNull();
});

test('the login page reads right to left in Urdu and fits a phone screen', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('rishta.language', 'ur'));
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'لاگ اِن' })).toBeVisible();
  // The number and its +91 read left to right, while its label stays on the right like the others.
  const mobile = page.getByRole('textbox', { name: 'موبائل نمبر' });
  await expect(mobile).toHaveCSS('direction', 'ltr');
  await expect(page.locator('label', { hasText: 'موبائل نمبر' })).toHaveCSS('direction', 'rtl');
  await page.getByRole('radio', { name: 'ہاں' }).check();
  await expect(page.getByRole('textbox', { name: 'ای میل' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'آپ کس ملک میں رہتے ہیں' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});

test('a phone whose clock is 3 hours wrong still logs in (the time header is corrected)', async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date(Date.now() - 3 * 3_600_000));
  const refusals: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() === 400) {
      void response.text().then((body) => refusals.push(body));
    }
  });

  await enterMobile(page, DEMO.mobile);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/(guidelines|for-you)$/);
  await expect(page.getByRole('link', { name: 'My Profile' })).toBeVisible();
  // The server did refuse the first stale call; the app set its clock by the server's and went on.
  await expect.poll(() => refusals.some((body) => body.includes('too far from the server'))).toBe(true);
});
