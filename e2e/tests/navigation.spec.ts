import { expect, test } from '../fixtures/test';
import { expectAccessible } from '../fixtures/axe';

const PAGES = [
  { item: 'Marriage guidelines', path: '/guidelines', heading: 'Marriage guidelines' },
  { item: 'Books', path: '/book', heading: 'Free Islamic books' },
  { item: 'News', path: '/news', heading: 'News' },
  { item: 'About us', path: '/about', heading: 'About Rishta' },
  { item: 'Feedback', path: '/feedback', heading: 'Feedback' },
  { item: 'Terms and Conditions', path: '/terms-and-conditions', heading: 'Terms and Conditions' },
];

for (const target of PAGES) {
  test(`the drawer reaches ${target.path}`, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: target.item })
      .click();
    await expect(page).toHaveURL(new RegExp(`${target.path}$`));
    await expect(page.getByRole('heading', { level: 1, name: target.heading })).toBeVisible();
    await expectAccessible(page);
  });
}

test('the drawer opens scholarships in a new tab and links the Haj/Umrah guide', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Haj/Umrah Guide' })).toHaveAttribute('target', '_blank');
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    menu.getByRole('link', { name: 'Scholarships' }).click(),
  ]);
  await tab.waitForLoadState();
  await expect(tab).toHaveURL(/\/scholarships$/);
  await expect(tab.getByRole('heading', { level: 1, name: 'Scholarships' })).toBeVisible();
  await expect(tab.getByRole('link', { name: /National Scholarship Portal/ }).first()).toBeVisible();
  await expectAccessible(tab);
});

test('guidelines preselect a topic, switch topics and count visits', async ({ page }) => {
  await page.goto('/guidelines');
  const topics = page.getByRole('button', { pressed: true });
  await expect(topics).toHaveCount(1);
  await expect(page.getByText(/This page has been visited [\d,]+ times?/)).toBeVisible();
  const other = page
    .getByRole('button', { pressed: false })
    .filter({ hasNotText: /Play video|menu/i })
    .first();
  const name = await other.innerText();
  await other.click();
  await expect(page.getByRole('button', { name, pressed: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Play video/ }).first()).toBeVisible();
});

test('the terms have 23 sections, the last update date and the free-service section', async ({ page }) => {
  await page.goto('/terms-and-conditions');
  await expect(page.getByRole('heading', { level: 2 }).filter({ hasNotText: 'Contents' })).toHaveCount(23);
  await expect(page.getByText(/15 February 2022|February 15, 2022/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /totally free/i })).toBeVisible();
});

test('the about page has five different videos', async ({ page }) => {
  await page.goto('/about');
  const videos = page.getByRole('button', { name: /^Play video/ });
  await expect(videos).toHaveCount(5);
  await videos.first().click();
  const frame = page.locator('iframe[src*="youtube-nocookie.com/embed/"]');
  await expect(frame).toHaveCount(1);
});
