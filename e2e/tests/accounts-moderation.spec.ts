import { expect, test } from '../fixtures/test';
import sharp from 'sharp';
import { expectAccessible } from '../fixtures/axe';
import { blockAccount, setVerification } from '../fixtures/admin';
import { createUser, loginInBrowser } from '../fixtures/users';

// What a user notices of the admins' decisions: a block at login, and the verification steps on
// their own profile. The admin acts through the admin API, as the moderation team would.

test('a blocked user sees the reason at login and cannot continue', async ({ page }) => {
  const user = await createUser(page.request, { gender: 'Male' });
  await blockAccount(page.request, user.username, 'Asked members for money');

  await page.goto('/login');
  await page.getByLabel('Mobile number').fill(user.username);
  await page.getByRole('button', { name: 'Next' }).click();

  const alert = page.getByRole('dialog', { name: 'Alert' });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('alert')).toHaveText('User Blocked Reason : Asked members for money');
  await expectAccessible(page);
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();
  // No password step for a blocked account, and no session.
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('rishta.session'))).toBeNull();
});

test('a user sends an ID image, waits In Process, and sees the rejection with its remark', async ({
  page,
}) => {
  // A sign-up, an upload and two staff decisions: over a minute on a loaded 2-core machine.
  test.slow();
  const user = await createUser(page.request, { gender: 'Female' });
  await loginInBrowser(page, user);
  await page.goto(`/profiles/${user.slug}`);

  const verify = page.getByRole('button', { name: 'Verify Profile' });
  await expect(verify).toBeEnabled();
  await verify.click();
  const dialog = page.getByRole('dialog', { name: 'Verify your profile' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);

  // Nothing chosen: the dialog asks for the file and sends nothing.
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog.getByText('File is required')).toBeVisible();

  const idImage = await sharp({
    create: { width: 640, height: 400, channels: 3, background: { r: 230, g: 230, b: 220 } },
  })
    .jpeg()
    .toBuffer();
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'aadhaar.jpg',
    mimeType: 'image/jpeg',
    buffer: idImage,
  });
  const [upload] = await Promise.all([
    page.waitForResponse((r) => r.url().includes(`/api/profiles/upload/${user.profileId}/docs`)),
    dialog.getByRole('button', { name: 'Upload' }).click(),
  ]);
  expect(upload.status()).toBe(200);
  await expect(dialog).toBeHidden();

  const inProcess = page.getByRole('button', { name: 'Verification in process' });
  await expect(inProcess).toBeVisible();
  await expect(inProcess).toBeDisabled();
  // It stays so after a reload: the status comes from the server.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Verification in process' })).toBeDisabled();

  await setVerification(page.request, user.profileCode, 'Rejected', 'The document photo is blurred.');
  await page.reload();
  await expect(page.getByText('Verification rejected')).toBeVisible();
  await expect(page.getByText('The document photo is blurred.')).toBeVisible();
  // SPEC.md §4 offers Verify Profile only while Not Verified; after a rejection the remark comes with
  // a way to send a better document, which puts the profile In Process again.
  await expect(page.getByRole('button', { name: 'Verify Profile' })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Send a new document' }).click();
  await expect(dialog).toBeVisible();
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'aadhaar-clear.jpg',
    mimeType: 'image/jpeg',
    buffer: idImage,
  });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Verification in process' })).toBeDisabled();
  await expect(page.getByText('Verification rejected')).toHaveCount(0);
});
