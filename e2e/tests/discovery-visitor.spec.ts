import { expect, test } from '../fixtures/test';
import { expectAccessible } from '../fixtures/axe';
import { DEMO_MALE, logInOnLoginPage, sayNotNowToEmailQuestion } from '../fixtures/users';

interface Card {
  slug: string;
  full_name: string;
  maslak: string;
  martial_status: string;
}

test('a visitor browses a category, opens a profile, is asked to log in, and lands back on it', async ({
  page,
}) => {
  // A maslak of a listed unmarried woman, so the category has something to open.
  const listed = await page.request.get(
    '/api/profiles/list/?gender=Female&martial_status=Unmarried&limit=1000',
  );
  const { results } = (await listed.json()) as { results: Card[] };
  const maslak = results[0]!.maslak;

  await page.goto('/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'Browse Categories' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Female' })).toBeChecked();
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'Maslak' }).click();
  const choices = page.getByRole('group', { name: 'Maslak choices' });
  const [answer] = await Promise.all([
    page.waitForResponse(
      (r) =>
        r.url().includes('/api/profiles/list/') && new URL(r.url()).searchParams.get('maslak') === maslak,
    ),
    choices.getByRole('button', { name: maslak, exact: true }).click(),
  ]);
  await expect(choices.getByRole('button', { name: maslak, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const page1 = (await answer.json()) as { count: number; results: Card[] };
  expect(page1.count).toBeGreaterThan(0);
  for (const card of page1.results) {
    expect(card.maslak).toBe(maslak);
    expect(card.martial_status).toBe('Unmarried');
  }
  await expect(page.getByText(`${page1.count} profile${page1.count === 1 ? '' : 's'} found`)).toBeVisible();

  const chosen = page1.results[0]!;
  await page
    .getByRole('link', { name: new RegExp(chosen.full_name) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/profiles/${chosen.slug}\\?from=search$`));

  // SPEC.md §8: the alert, then the login page.
  const dialog = page.getByRole('dialog', { name: 'Alert' });
  await expect(dialog.getByRole('alert')).toContainText('Create your profile to open others profile.');
  await expect(dialog.getByRole('alert')).toContainText(
    'If you have already created the profile, please login',
  );
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await logInOnLoginPage(page, DEMO_MALE);

  await expect(page).toHaveURL(new RegExp(`/profiles/${chosen.slug}\\?from=search$`));
  await expect(page.getByRole('heading', { level: 1, name: chosen.full_name })).toBeVisible();
  // The demo account has no e-mail address: it is asked for one (tests/email-dialog.spec.ts).
  await sayNotNowToEmailQuestion(page);
  await expectAccessible(page);
});
