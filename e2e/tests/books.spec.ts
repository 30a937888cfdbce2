import { expect, test } from '../fixtures/test';
import { expectAccessible } from '../fixtures/axe';

test('Download counts the download and opens the PDF in a new tab', async ({ page, context, request }) => {
  await page.goto('/book');
  await expect(page.getByRole('tab', { name: /English/ })).toHaveAttribute('aria-selected', 'true');
  const card = page.locator('[data-testid="book-card"]').first();
  const count = card.getByTestId('download-count');
  const before = Number((await count.innerText()).replace(/\D/g, ''));

  // The tab asks for the PDF; the browser may show it or save it (the headless shell saves it).
  const pdfRequest = context.waitForEvent('request', (r) => /\/api\/media\/books\/.+\.pdf\?/.test(r.url()));
  const [pdf] = await Promise.all([
    context.waitForEvent('page'),
    card.getByRole('button', { name: /^Download/ }).click(),
  ]);
  await expect(count).toHaveText(
    new RegExp(`^${new Intl.NumberFormat('en').format(before + 1)} downloads?$`),
  );
  // The tab opens blank on the click (pop-up blockers) and is sent to the PDF once counted.
  expect((await pdfRequest).frame().page()).toBe(pdf);

  // The server kept the count: a fresh load shows it too.
  const books = (await (await request.get('/api/book/list/?language=english')).json()) as {
    download_count: number;
  }[];
  expect(books.map((b) => b.download_count)).toContain(before + 1);
  await expectAccessible(page);
});

test('the books page shows counts and switches languages', async ({ page }) => {
  await page.goto('/book');
  await expect(page.getByText(/visitors?/i).first()).toBeVisible();
  await page.getByRole('tab', { name: /Urdu/ }).click();
  await expect(page.locator('[data-testid="book-card"]').first()).toBeVisible();
  await page.getByRole('tab', { name: /Hindi/ }).click();
  await expect(page.locator('[data-testid="book-card"]').first()).toBeVisible();
});
