import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { expectAccessible } from '../fixtures/axe';
import { waitForOtp } from '../fixtures/fake-providers';
import { sayNotNowToEmailQuestion } from '../fixtures/users';

// Each number may get only 2 OTPs a day, so this journey uses exactly two: one to change the
// password, one to put the demo password back for the other tests.
const USER = { mobile: '9000000002', password: 'rishta123' };
const NEW_PASSWORD = 'sabr-2024';

async function openForgotPassword(page: Page, mobile: string) {
  await page.goto('/login');
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(new RegExp(`/forgot-password\\?username=${mobile}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Mobile number or e-mail' })).toHaveValue(mobile);
}

/** Get OTP, then the code as the SMS provider received it. */
async function requestOtp(page: Page, mobile: string): Promise<string> {
  const since = Date.now();
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'OTP sent successfully' })).toBeVisible();
  return waitForOtp(mobile, since);
}

async function resetPassword(page: Page, otp: string, password: string) {
  await page.getByRole('textbox', { name: 'OTP', exact: true }).fill(otp);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Reset Password' }).click();
}

/** Fills both login steps; the caller checks where that leads. */
async function logIn(page: Page, mobile: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test('forgot password: a wrong OTP is refused, the right one sets the new password', async ({ page }) => {
  await openForgotPassword(page, USER.mobile);
  await expect(page.getByText('Every OTP SMS costs us money', { exact: false })).toBeVisible();
  await expectAccessible(page);

  // The form's own rules come first, before any OTP is spent.
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();

  const otp = await requestOtp(page, USER.mobile);
  await expectAccessible(page);

  // A very common new password is refused by the form, before the code is spent.
  const sent: string[] = [];
  page.on('request', (request) => sent.push(request.url()));
  await resetPassword(page, otp, 'Password123');
  await expect(
    page.getByText('This password is too common. Please choose a less obvious one.'),
  ).toBeVisible();
  expect(sent.filter((url) => url.includes('/api/profiles/set-password'))).toEqual([]);

  await resetPassword(page, otp === '000000' ? '111111' : '000000', NEW_PASSWORD);
  await expect(page.getByText('Invalid OTP')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toHaveValue(NEW_PASSWORD);

  await page.getByRole('textbox', { name: 'OTP', exact: true }).fill(otp);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password set successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, USER.mobile, USER.password);
  await expect(page.getByRole('alert').filter({ hasText: /\S/ }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, USER.mobile, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/(guidelines|for-you)$/);
  await expect(page.getByRole('link', { name: 'My Profile' })).toBeVisible();
  // The demo account has no e-mail address: it is asked for one (tests/email-dialog.spec.ts).
  await sayNotNowToEmailQuestion(page);

  // Put the demo password back (the second and last OTP of the day for this number).
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await openForgotPassword(page, USER.mobile);
  await resetPassword(page, await requestOtp(page, USER.mobile), USER.password);
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, USER.mobile, USER.password);
  await expect(page).toHaveURL(/\/(guidelines|for-you)$/);
});

test('forgot password without a username goes back to the login', async ({ page }) => {
  await page.goto('/forgot-password');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
});
