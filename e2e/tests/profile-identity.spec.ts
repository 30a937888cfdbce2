import { expect, test } from '../fixtures/test';
import sharp from 'sharp';
import { expectAccessible } from '../fixtures/axe';
import { approveProfile, setVerification } from '../fixtures/admin';
import { createUser, loginInBrowser } from '../fixtures/users';

// Issue 10 item 8: "Verified" keeps meaning that the name and birth date matched an ID. The gender
// is fixed at sign-up; a verified owner who changes their name is told the profile must be
// verified again, before saving and on their page afterwards.

test('a verified owner changes their name and is asked to verify again; the gender stays fixed', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const user = await createUser(request, { gender: 'Male', fullName: 'Tariq Mansuri' });
  await approveProfile(request, user.profileCode);
  const document = await sharp({
    create: { width: 640, height: 400, channels: 3, background: { r: 230, g: 230, b: 220 } },
  })
    .jpeg()
    .toBuffer();
  const uploaded = await request.post(`/api/profiles/upload/${user.profileId}/docs/`, {
    headers: { authorization: `Token ${user.token}` },
    multipart: { file: { name: 'id.jpg', mimeType: 'image/jpeg', buffer: document } },
  });
  expect(uploaded.ok()).toBe(true);
  await setVerification(request, user.profileCode, 'Verified');

  await loginInBrowser(page, user);
  await page.goto('/edit-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit your profile' })).toBeVisible();
  // Gender: shown, but not changeable, and it says why.
  const gender = page.getByRole('radiogroup', { name: 'Gender' });
  await expect(gender.getByRole('radio', { name: 'Male', exact: true })).toBeChecked();
  await expect(page.getByText('Gender cannot be changed after sign-up.')).toBeVisible();
  await gender.getByText('Female', { exact: true }).click();
  await expect(gender.getByRole('radio', { name: 'Male', exact: true })).toBeChecked();
  // The name field warns before anything is saved.
  await expect(page.getByText(/a new name or birth year needs a new ID check/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('edit-verified-en.png'), fullPage: true });
  await expectAccessible(page);

  const name = page.getByRole('textbox', { name: /^Full name/ });
  await name.fill('Tariq Ali Mansuri');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(/must be verified again/).first()).toBeVisible();

  await page.goto(`/profiles/${user.slug}`);
  const alert = page.getByRole('alert').filter({ hasText: 'Please verify your profile again' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('You changed your name or date of birth');
  await expect(page.getByRole('button', { name: 'Verify Profile' })).toBeEnabled();

  // The same page reads right to left in Urdu.
  await page.evaluate(() => localStorage.setItem('rishta.language', 'ur'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText('براہ کرم اپنی پروفائل کی دوبارہ تصدیق کریں')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('owner-reverify-ur.png'), fullPage: true });
});
