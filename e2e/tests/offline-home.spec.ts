import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { expectAccessible } from '../fixtures/axe';
import { DEMO_MALE, loginInBrowser } from '../fixtures/users';

// Issue 32 item 6, offline as a user meets it: home and search show what this phone kept, under
// the app's one offline notice, with no red error per part and no wait before the kept cards.

const HOME_NOTICE = 'You are offline. Showing what you saw last.';
const SEARCH_NOTICE = 'You are offline. Showing the profiles you saw last.';
const LOADING = 'Profiles are loading, please wait....';

/** Exactly one offline notice, with these words, and not a single error alert. */
async function expectOneCalmNotice(page: Page, words: string) {
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: words })).toBeVisible();
  await expect(page.getByText(/You are offline/)).toHaveCount(1);
  await expect(page.getByRole('alert')).toHaveCount(0);
}

/** The whole page at 412 px, a screen at a time (one tall image is too narrow to look at). */
async function screens(page: Page, path: (part: number) => string) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let part = 0; part * 900 < height; part += 1) {
    const y = part * 900;
    await page.screenshot({
      path: path(part + 1),
      fullPage: true,
      clip: { x: 0, y, width: 412, height: Math.min(900, height - y) },
    });
  }
}

/** The first card's profile address: unique, where two demo profiles may share a name. */
const firstCardHref = async (cards: ReturnType<Page['getByRole']>) => {
  const href = await cards.first().getAttribute('href');
  if (!href) throw new Error('The first card links nowhere');
  return href;
};
const card = (scope: Page | Locator, href: string) => scope.locator(`a[href="${href}"]`);

test.describe('with the service worker', () => {
  // The other journeys block it (playwright.config.ts); this one is about what it keeps.
  test.use({ serviceWorkers: 'allow' });

  test('offline, home and search show the lists seen last under one calm notice', async ({
    page,
    context,
  }, testInfo) => {
    await loginInBrowser(page, DEMO_MALE);
    // Once the service worker controls the page, the app's code and the answers are kept.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    // Online: home's lists and a search, as the user saw them.
    const newProfiles = page.getByRole('group', { name: 'New profiles' }).getByRole('link');
    await expect(newProfiles.first()).toBeVisible();
    const newest = await firstCardHref(newProfiles);
    await expect(page.getByRole('heading', { level: 2, name: 'Success stories' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Download:/ }).first()).toBeAttached();
    await page.getByRole('link', { name: 'Search profiles' }).first().click();
    await expect(page.getByText(/^\d+ profiles? found$/)).toBeVisible();
    const results = page.locator('#browse-results').getByRole('link');
    const found = await firstCardHref(results);

    // Offline, the app opened again: home shows what it kept, under one notice, without errors.
    await context.setOffline(true);
    await page.goto('/');
    await expect(card(page.getByRole('group', { name: 'New profiles' }), newest)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Success stories' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Marriage guidelines' })).toBeVisible();
    await expectOneCalmNotice(page, HOME_NOTICE);
    await expect(page.getByText('This section could not be loaded', { exact: false })).toHaveCount(0);
    await expectAccessible(page);
    await screens(page, (part) => testInfo.outputPath(`offline-home-412-en-${part}.png`));

    // Search from the menu (no query in the address): the last search's cards, with no wait for
    // the user's defaults, which need the network.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Search profiles' })
      .click();
    await expect(card(page.locator('#browse-results'), found)).toBeVisible();
    await expect(page.getByText(LOADING)).toBeHidden();
    await expectOneCalmNotice(page, SEARCH_NOTICE);
    // A reload of the page the same.
    await page.reload();
    await expect(card(page.locator('#browse-results'), found)).toBeVisible();
    await expect(page.getByText(LOADING)).toBeHidden();
    await expectOneCalmNotice(page, SEARCH_NOTICE);
    await expectAccessible(page);
    await page.locator('#browse-results').scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('offline-search-412-en.png') });

    // Back online the notice goes.
    await context.setOffline(false);
    await expect(page.getByText(/You are offline/)).toHaveCount(0);

    // In Urdu: home seen once online in Urdu (its content comes per language), then offline.
    await page.evaluate(() => localStorage.setItem('rishta.language', 'ur'));
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('group').first().getByRole('link').first()).toBeVisible();
    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('status').filter({ hasText: 'آف لائن' })).toHaveText(
      'آپ آف لائن ہیں۔ جو آپ نے پچھلی بار دیکھا تھا، وہی دکھایا جا رہا ہے۔',
    );
    await expect(card(page, newest).first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await screens(page, (part) => testInfo.outputPath(`offline-home-412-ur-${part}.png`));
    await context.setOffline(false);
  });
});
