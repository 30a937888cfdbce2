import { expect, test } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { createUser, loginInBrowser } from '../fixtures/users';

const TOO_SOON =
  'Seems like you have created profile just for testing purpose. Deleting profile within 7 days is not allowed.';

test('a deletion request for a profile younger than 7 days is refused with the spec’s message', async ({
  page,
}) => {
  const user = await createUser(page.request, { gender: 'Female', fullName: 'Rukhsar Bano' });
  await loginInBrowser(page, user);
  await page.goto(`/profiles/${user.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Rukhsar Bano' })).toBeVisible();
  await page.getByRole('link', { name: 'Delete profile' }).click();

  await expect(page).toHaveURL(new RegExp(`/delete/${user.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Delete profile' })).toBeVisible();
  await expectAccessible(page);

  // 'Others' asks for the reason in words.
  await page.getByRole('radio', { name: 'Others' }).check();
  await expect(page.getByRole('textbox', { name: 'Please describe' })).toBeVisible();
  await page.getByRole('radio', { name: 'Not interested anymore' }).check();
  await expect(page.getByRole('textbox', { name: 'Please describe' })).toHaveCount(0);

  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.url().includes(`/api/profiles/update/${user.profileId}/`)),
    page.getByRole('button', { name: 'Send delete request' }).click(),
  ]);
  expect(answer.status()).toBe(400);
  await expect(page.getByRole('alert').filter({ hasText: TOO_SOON })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/delete/${user.slug}$`));

  // Nothing was recorded: the profile still offers the delete button, not the in-process note.
  await page.goto(`/profiles/${user.slug}`);
  await expect(page.getByRole('link', { name: 'Delete profile' })).toBeVisible();
  await expect(page.getByText('Your delete request is in process.')).toHaveCount(0);
});
