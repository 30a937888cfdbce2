import { expect, test } from '../fixtures/test';
import { expectAccessible } from '../fixtures/axe';

test('the home page shows the seeded content', async ({ page, request }) => {
  const headlines = (await (await request.get('/api/configs/header-message/')).json()) as {
    message: string;
  }[];
  const stories = (await (await request.get('/api/configs/success-stories/')).json()) as { name: string }[];
  const newest = (await (await request.get('/api/profiles/new-profiles/?limit=10')).json()) as {
    results: { full_name: string }[];
  };
  const summary = (await (await request.get('/api/summary/')).json()) as { totalProfile: number };

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The running headline carries the header messages as readable text.
  await expect(page.getByText(headlines[0]!.message).first()).toBeAttached();
  // The profile total comes from the server (120 demo profiles plus the two fixed accounts).
  await expect(
    page.getByText(new Intl.NumberFormat('en').format(summary.totalProfile)).first(),
  ).toBeVisible();
  await expect(page.getByText(newest.results[0]!.full_name).first()).toBeAttached();
  await expect(page.getByText(stories[0]!.name).first()).toBeAttached();
  // Ten random guidelines and ten random books, each a real link or button.
  await expect(page.getByRole('button', { name: /^Play video/ }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Download:/ })).toHaveCount(10);
  await expectAccessible(page);
});

test('the footer shows the partner-found count, the rating link and the share dialog', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByTestId('partner-found')).toContainText(/found/);
  await expect(footer.getByRole('link', { name: 'Rate us' })).toBeVisible();
  await footer.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share' });
  await expect(
    dialog.getByText('You may share this website to others by using following options'),
  ).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\?text=/,
  );
  await expectAccessible(page);
});

test('an unknown route shows the 404 screen with a link home', async ({ page }) => {
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Home page', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectAccessible(page);
});
