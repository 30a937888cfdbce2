import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { expectAccessible } from '../fixtures/axe';
import { approveProfile } from '../fixtures/admin';
import { createUser, DEMO_MALE, loginInBrowser } from '../fixtures/users';

// Issue 11's screens one by one, at 412 px: what the journey passes through without dwelling on.

const noHorizontalScroll = async (page: Page) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

test("a logged-in user's search starts broad, shows its filters as chips, and each chip removes its filter", async ({
  page,
}) => {
  await loginInBrowser(page, DEMO_MALE);
  await page.goto('/profiles');
  const ageChip = page.getByRole('button', { name: /^Remove Age \d+ to \d+$/ });
  await expect(ageChip).toBeVisible();
  const [, min, max] = /Age (\d+) to (\d+)/.exec((await ageChip.getAttribute('aria-label')) ?? '') ?? [];
  // The age box shows the range in force, never 'Any' next to a hint.
  await expect(page.getByPlaceholder(`Age ${min} to ${max}`)).toBeVisible();
  const found = page.getByText(/^\d+ profiles? found$/);
  await expect(found).toBeVisible();
  // A page of results with the demo data, not a handful.
  expect(Number((await found.innerText()).replace(/\D/g, ''))).toBeGreaterThanOrEqual(20);
  await expectAccessible(page);

  await ageChip.click();
  await expect(page.getByText('Showing all profiles. Use the filters to narrow them.')).toBeVisible();
  await expect(page.getByPlaceholder('Any').first()).toBeVisible();
});

test('categories say what they filter by, keep 12 states before More, and fit a phone in Urdu', async ({
  page,
}) => {
  await page.goto('/categories');
  await expect(page.getByText('Showing:')).toBeVisible();
  const summary = page.getByRole('list', { name: 'Showing:' });
  await expect(summary.getByText('Unmarried', { exact: true })).toBeVisible();
  const states = page.getByRole('group', { name: /State/ });
  await expect(states.locator('[aria-pressed]')).toHaveCount(12);
  const more = states.getByRole('button', { name: /^More \(\d+\)$/ });
  await more.click();
  expect(await states.getByRole('button').count()).toBeGreaterThan(20);
  // A chip is as tall as its text: 'Haryana' keeps its descender.
  const haryana = states.getByRole('button', { name: 'Haryana' });
  const fits = await haryana.evaluate((el) => {
    const label = el.querySelector('.mantine-Button-label') ?? el;
    return label.scrollHeight <= el.clientHeight + 1;
  });
  expect(fits).toBe(true);
  await haryana.click();
  await expect(summary.getByText('Haryana', { exact: true })).toBeVisible();
  await expectAccessible(page);

  await page.evaluate(() => localStorage.setItem('rishta.language', 'ur'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText('دکھایا جا رہا ہے:')).toBeVisible();
  await noHorizontalScroll(page);
  await expectAccessible(page);
});

test('a new owner without a photo gets Add a photo, and a card without a photo stays compact', async ({
  page,
  request,
}) => {
  const user = await createUser(request, { gender: 'Female', fullName: 'Rukhsar Bano' });
  await approveProfile(request, user.profileCode);
  await loginInBrowser(page, user);
  await page.goto(`/profiles/${user.slug}`);
  const add = page.getByRole('link', { name: 'Add a photo' });
  await expect(add).toBeVisible();
  await add.click();
  await expect(page).toHaveURL(/\/edit-profile\?step=photos$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Photos' })).toBeVisible();

  // Her card, found by name by a man, is short without a photo.
  await loginInBrowser(page, DEMO_MALE);
  await page.goto('/profiles');
  await page.getByRole('textbox', { name: 'Name or profile code' }).fill(user.profileCode);
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  const card = page.getByRole('link', { name: /Rukhsar Bano/ });
  await expect(card).toBeVisible();
  const height = await card.evaluate((el) => el.getBoundingClientRect().height);
  expect(height).toBeLessThan(260);
});

test('the visitors page explains why its list can be shorter than the view count', async ({ page }) => {
  await loginInBrowser(page, DEMO_MALE);
  await page.goto('/profile-visited');
  await expect(page.getByText(/Every opening of your profile is counted/)).toBeVisible();
});

test.describe('with the service worker', () => {
  // The other journeys block it (playwright.config.ts); this one is about what it keeps.
  test.use({ serviceWorkers: 'allow' });

  test('offline, the app still opens its pages and a list says so with Retry', async ({ page, context }) => {
    await page.goto('/');
    // Once the service worker controls the page, the app's code is on the phone.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'News' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const failure = page.getByRole('alert').filter({ hasText: 'You are offline' });
    await expect(failure).toBeVisible({ timeout: 20_000 });
    await expectAccessible(page);

    await context.setOffline(false);
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(failure).toHaveCount(0);
  });
});

test('logging out on a logged-in-only page goes home', async ({ page }) => {
  await loginInBrowser(page, DEMO_MALE);
  await page.goto('/favourite');
  await expect(page.getByRole('heading', { level: 1, name: 'Favourite profiles' })).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
});
