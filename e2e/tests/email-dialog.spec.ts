// Issue 32, item 1: the e-mail input dialog (SPEC.md §2, §7 {email}, §8; decision 060), and the
// masked address the forgot-password page of a user abroad shows (get-email).
import { expect, test } from '../fixtures/test';
import { expectAccessible } from '../fixtures/axe';
import { otpAfter } from '../fixtures/fake-providers';
import {
  createUser,
  logInOnLoginPage,
  loginInBrowser,
  ownAddress,
  profileForm,
  uniqueMobile,
} from '../fixtures/users';

const TITLE = 'Add your e-mail address';

test('an account without an e-mail is asked once after login, then adds one from its own page', async ({
  page,
  request,
}, testInfo) => {
  const user = await createUser(request, { gender: 'Male', fullName: 'Faisal Ansari', extra: { email: '' } });
  await page.goto('/login');
  await logInOnLoginPage(page, user);

  const dialog = page.getByRole('dialog', { name: TITLE });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'E-mail address' })).toBeFocused();
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('email-dialog-412-en.png') });
  await dialog.getByRole('button', { name: 'Not now' }).click();
  await expect(dialog).toBeHidden();

  // Asked once: not on a reload, nor at the next login on this phone.
  await page.reload();
  await expect(page.getByRole('link', { name: 'My Profile' })).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login');
  await logInOnLoginPage(page, user);
  await expect(page.getByRole('link', { name: 'My Profile' })).toBeVisible();

  // The owner's page offers it while there is no address (and, answered, does not ask again).
  await page.goto(`/profiles/${user.slug}`);
  const add = page.getByRole('button', { name: 'Add e-mail address' });
  await expect(add).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await add.click();
  await expect(dialog).toBeVisible();
  const input = dialog.getByRole('textbox', { name: 'E-mail address' });
  await input.fill('faisal.ansari@example');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('E-mail must be valid')).toBeVisible();

  const address = `faisal.${uniqueMobile()}@example.com`;
  await input.fill(address);
  const [saved] = await Promise.all([
    page.waitForResponse(
      (r) => r.url().includes(`/api/profiles/update/${user.profileId}/`) && r.request().method() === 'PATCH',
    ),
    dialog.getByRole('button', { name: 'Save' }).click(),
  ]);
  expect(saved.request().postDataJSON()).toEqual({ email: address });
  await expect(page.getByText('Your e-mail address is saved.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(add).toHaveCount(0);
  // The contact table shows it to its owner at once.
  await expect(page.getByText(address)).toBeVisible();
  const own = await request.get(`/api/profiles/update/${user.profileId}/`, {
    headers: { authorization: `Token ${user.token}` },
  });
  expect((await own.json()).email).toBe(address);
});

test('in Urdu, the dialog reads right to left and its error names the field', async ({
  page,
  request,
}, testInfo) => {
  const user = await createUser(request, { gender: 'Female', fullName: 'Sana Sheikh', extra: { email: '' } });
  await loginInBrowser(page, user);
  await page.evaluate(() => localStorage.setItem('rishta.language', 'ur'));
  // The first visit to one's own page asks too (a login that skipped the login page, as here).
  await page.goto(`/profiles/${user.slug}`);

  const dialog = page.getByRole('dialog', { name: 'اپنا ای میل پتہ شامل کریں' });
  await expect(dialog).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const input = dialog.getByRole('textbox', { name: 'ای میل پتہ' });
  await expect(input).toHaveCSS('direction', 'ltr');
  await input.fill('sana@');
  await dialog.getByRole('button', { name: 'محفوظ کریں' }).click();
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('ای میل درست ہونا چاہیے')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('email-dialog-412-ur.png') });

  await dialog.getByRole('button', { name: 'ابھی نہیں' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'ای میل پتہ شامل کریں' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('owner-add-email-412-ur.png') });
});

test('a user abroad sees where the reset code goes, masked, and gets it there', async ({
  page,
  request,
}, testInfo) => {
  // A user abroad logs in with an e-mail; their profile's own e-mail field was left empty.
  const email = `zara.${uniqueMobile()}@example.org`;
  const headers = ownAddress();
  const otp = await otpAfter(email, async () => {
    const res = await request.post('/api/configs/send-otp/', { data: { username: email }, headers });
    expect(res.ok()).toBe(true);
  });
  const form = {
    ...profileForm(email, 'Female', 'Zara Farooqui'),
    contact_number: '971501234567',
    whatsapp_number: '971501234567',
    whatsapp_country_code: '+971',
    email: '',
  };
  const created = await request.post('/api/profiles/create/', {
    data: { ...form, otp },
    headers,
  });
  expect(created.status()).toBe(201);

  await page.goto(`/forgot-password?username=${encodeURIComponent(email)}`);
  await expect(page.getByText('Get an OTP by e-mail, then choose a new password.')).toBeVisible();
  // The address is isolated left to right (U+2066 … U+2069) inside the sentence.
  const destination = page.getByText('We will send the OTP to \u2066za****@example.org\u2069.');
  await expect(destination).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('forgot-masked-412-en.png') });

  const code = await otpAfter(email, async () => {
    await page.getByRole('button', { name: 'Get OTP' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'OTP sent successfully' })).toBeVisible();
  });
  expect(code).toMatch(/^\d{6}$/);

  await page.evaluate(() => localStorage.setItem('rishta.language', 'ur'));
  await page.reload();
  await expect(page.getByText('ہم OTP \u2066za****@example.org\u2069 پر بھیجیں گے۔')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('forgot-masked-412-ur.png') });
});
