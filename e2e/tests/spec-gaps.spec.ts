// Issue 32: the spec's last gaps, as a user meets them.
import { expect, test } from '../fixtures/test';
import { expectAccessible } from '../fixtures/axe';
import { acknowledge, field } from '../fixtures/signup-wizard';
import { createUser, logInOnLoginPage, loginInBrowser } from '../fixtures/users';

test('a visitor opens the Chat App from the menu, logs in and comes back to it', async ({
  page,
  request,
}) => {
  const user = await createUser(request, { gender: 'Male', fullName: 'Imran Chatwala' });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Group Forum' })).toBeVisible();
  await menu.getByRole('link', { name: 'Chat' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await logInOnLoginPage(page, user);

  await expect(page).toHaveURL(/\/chatindex$/);
  await expect(page.getByRole('dialog', { name: 'Important Guidelines' })).toBeVisible();
});

test('the search page links the local search and says what it searches', async ({ page }) => {
  await page.goto('/profiles');
  await expect(page.getByText(/Search the newest profiles on your phone/)).toBeVisible();
  await page.getByRole('link', { name: 'Local Search' }).click();
  await expect(page).toHaveURL(/\/local-search$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Local Search' })).toBeVisible();
  await expectAccessible(page);
});

test('logout empties the sign-up form kept on the phone', async ({ page, request }) => {
  await acknowledge(page);
  await field(page, 'Full name').fill('Ayesha Siddiqui');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('rishta.signupDraft')))
    .toContain('Ayesha Siddiqui');

  const user = await createUser(request, { gender: 'Female', fullName: 'Ayesha Siddiqui' });
  await loginInBrowser(page, user);
  await page.reload();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Logout' }).click();
  // The logout is done once the page shows a visitor's Login link (the page was home already).
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();

  expect(await page.evaluate(() => localStorage.getItem('rishta.signupDraft'))).toBeNull();
  await page.goto('/signup');
  await expect(page.getByRole('dialog', { name: 'Before you start' })).toBeVisible();
});

test('the owner of a new profile is told from which day it can be deleted, before filling the form', async ({
  page,
  request,
}) => {
  const user = await createUser(request, { gender: 'Female', fullName: 'Sana Naya' });
  await loginInBrowser(page, user);
  await page.goto(`/delete/${user.slug}`);
  await expect(page.getByText(/^You can ask for deletion from \d{1,2} \w+ \d{4}$/)).toBeVisible();
  await expect(page.getByText(/Please come back on \d{1,2} \w+ \d{4} to send your request/)).toBeVisible();
  await expectAccessible(page);
});
