import { expect, test } from '../fixtures/test';
import { expectAccessible } from '../fixtures/axe';
import { DEMO_MALE, loginInBrowser } from '../fixtures/users';

test('switching to Urdu turns the page right-to-left and is remembered', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.getByRole('combobox', { name: /^Language:/ }).selectOption('ur');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectAccessible(page);

  await page.getByRole('combobox').first().selectOption('hi');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
});

// Nine of the twelve languages have only the shared strings translated so far; every other text
// must read in English, never as its translation key (e.g. `acknowledgement.title`).
const RAW_KEY = /\b(?:acknowledgement|summary|owner|counts|photos|common)\.[a-z][A-Za-z]+\b/;

async function chooseLanguage(page: import('@playwright/test').Page, language: string) {
  await page.evaluate((code) => localStorage.setItem('rishta.language', code), language);
}

test('sign-up in Telugu shows English where Telugu has no text, never keys', async ({ page }) => {
  await page.goto('/');
  await chooseLanguage(page, 'te');
  await page.goto('/signup');
  await expect(page.locator('html')).toHaveAttribute('lang', 'te');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.locator('body')).not.toContainText(RAW_KEY);
});

test('the own-profile page in Bengali shows English where Bengali has no text', async ({ page }) => {
  const { slug } = await loginInBrowser(page, DEMO_MALE);
  await chooseLanguage(page, 'bn');
  await page.goto(`/profiles/${slug}`);
  await expect(page.getByText(DEMO_MALE.fullName).first()).toBeVisible();
  await expect(page.getByText('Profile code', { exact: false }).first()).toBeVisible();
  await expect(page.locator('body')).not.toContainText(RAW_KEY);
});
