import { expect, test } from '../fixtures/test';
import { expectAccessible } from '../fixtures/axe';

test('the feedback form shows its validation messages, then submits', async ({ page }) => {
  await page.goto('/feedback');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  await expectAccessible(page);

  await page
    .getByLabel('Suggestions')
    .check()
    .catch(async () => page.getByRole('radio', { name: 'Suggestions' }).click());
  await page.getByLabel('Name').fill('Ayesha Khan');
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByLabel('Contact number').fill('98765');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Location').fill('Lucknow');
  await page.getByLabel('Description').fill('Please add a filter for profiles willing to relocate.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Min 10 characters required.')).toBeVisible();
  await expect(page.getByText('Invalid e-mail.')).toBeVisible();

  await page.getByLabel('Contact number').fill('9876543210');
  await page.getByLabel('Email').fill('ayesha@example.com');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Thank you! Your feedback has been sent.').first()).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('');
});
