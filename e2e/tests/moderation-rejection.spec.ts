import { expect, test } from '../fixtures/test';
import { expectAccessible } from '../fixtures/axe';
import { approveProfile, rejectProfile } from '../fixtures/admin';
import { createUser, loginInBrowser } from '../fixtures/users';

const REASON = 'Please write your own name, not a nickname, in Full name.';

test('a rejected owner reads the reason, corrects the profile and is under review again', async ({
  page,
  request,
}, testInfo) => {
  const user = await createUser(request, { gender: 'Male', fullName: 'Munna Bhai' });
  await approveProfile(request, user.profileCode);
  await rejectProfile(request, user.profileCode, REASON);

  await loginInBrowser(page, user);
  await page.goto(`/profiles/${user.slug}`);
  const notice = page.getByTestId('standing-notice');
  await expect(notice.getByText('Changes needed')).toBeVisible();
  await expect(notice.getByText(REASON)).toBeVisible();
  await expect(notice).toContainText('Reason:');
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('rejected-en.png') });

  // The notice's button leads to the form; saving the correction sends it back for review.
  await notice.getByRole('link', { name: 'Edit my profile' }).click();
  await expect(page).toHaveURL(/\/edit-profile/);
  await page.getByRole('textbox', { name: 'Full name', exact: true }).fill('Munawwar Khan');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your profile has been updated successfully')).toBeVisible();

  await page.goto(`/profiles/${user.slug}`);
  await expect(notice.getByText('Under review')).toBeVisible();
  await expect(notice.getByText(REASON)).toHaveCount(0);

  // The Urdu page says the same, right to left.
  await rejectProfile(request, user.profileCode, REASON);
  await page.evaluate(() => localStorage.setItem('rishta.language', 'ur'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(notice.getByText(REASON)).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('rejected-ur.png') });
});
