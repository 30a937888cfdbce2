import { expect, test } from '../fixtures/test';
import { expectAccessible } from '../fixtures/axe';
import { delivered, devOutbox } from '../fixtures/fake-providers';
import {
  randomMobile,
  randomEmail,
  PASSWORD,
  field,
  stepTitle,
  next,
  acknowledge,
  fillUntilContact,
  fillPersonal,
  fillFamily,
  fillContactIndia,
  fillContactAbroad,
  fillOther,
  getOtp,
  submitOtp,
  logOut,
  uploadMainPhoto,
} from '../fixtures/signup-wizard';

test('a new user in India signs up step by step, adds a photo and logs in again', async ({ page }) => {
  // Seven steps, a photo, a logout and a login: over a minute on a loaded 2-core machine.
  test.slow();
  const mobile = randomMobile();
  await acknowledge(page, { checkAccessibility: true });
  await expectAccessible(page);

  // A step advances only when it is valid.
  await next(page);
  await expect(page.getByText('Please fill all the required fields')).toBeVisible();
  await stepTitle(page, 'About you');
  await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();

  await fillPersonal(page);
  await fillFamily(page);
  // Female profiles get the privacy note on the contact step, and a private number by default.
  const note = page.getByRole('dialog', { name: 'Please note' });
  await expect(note).toBeVisible();
  await note.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('checkbox', { name: 'Keep my contact number private' })).toBeChecked();
  await fillContactIndia(page, mobile);
  await fillOther(page);
  const otp = await getOtp(page, mobile);
  await submitOtp(page, otp);

  await expect(page.getByText('Your profile has been created successfully', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/edit-profile\?mode=create$/);
  await stepTitle(page, 'Photos');

  await uploadMainPhoto(page);
  await expect(page.getByRole('button', { name: 'Replace: Main photo' })).toBeVisible();

  await logOut(page);
  await page.goto('/login');
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/guidelines$/);
  await expect(page.getByRole('link', { name: 'My Profile' })).toBeVisible();
});

test('a user abroad signs up with an e-mail address and is logged in', async ({ page }) => {
  const email = randomEmail();
  await fillUntilContact(page);
  await fillContactAbroad(page, email);
  await fillOther(page, 'I work in Dubai and my parents in Lucknow know about this profile.');
  const otp = await getOtp(page, email);
  await submitOtp(page, otp);

  await expect(page.getByText('Your profile has been created successfully', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/edit-profile\?mode=create$/);
  await expect(page.getByRole('link', { name: 'My Profile' })).toBeVisible();
  const session = await page.evaluate(() => localStorage.getItem('rishta.session'));
  expect(JSON.parse(session ?? '{}')).toMatchObject({ username: email });

  // The typed place is what the profile shows.
  const { slug } = JSON.parse(session ?? '{}') as { slug: string };
  await page.goto(`/profiles/${slug}`);
  await expect(page.getByText('Deira').first()).toBeVisible();
  await expect(page.getByText('United Arab Emirates').first()).toBeVisible();
});

test('a wrong OTP is refused and the user stays on the OTP step', async ({ page }) => {
  const mobile = randomMobile();
  await fillUntilContact(page);
  await fillContactIndia(page, mobile);
  await fillOther(page);
  const otp = await getOtp(page, mobile);
  const wrong = otp === '000000' ? '111111' : '000000';
  await submitOtp(page, wrong);

  await expect(page.getByText('OTP is incorrect').first()).toBeVisible();
  await stepTitle(page, 'Confirm with OTP');
  await expect(field(page, '6-digit OTP')).toHaveValue(wrong);
  await expect(page).toHaveURL(/\/signup$/);
});

test('a blocked word in the profile stops the OTP from being sent', async ({ page }) => {
  const keywords = await page.request.get('/api/configs/blocked-keywords/');
  expect(((await keywords.json()) as { keyword: string }[]).map((k) => k.keyword)).toContain(
    'registration fee',
  );
  const mobile = randomMobile();
  await fillUntilContact(page);
  await fillContactIndia(page, mobile);
  await fillOther(page, 'Please pay the registration fee to my cousin before we talk about it.');

  await field(page, 'Password').fill(PASSWORD);
  await field(page, 'Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Your Profile contains blocked words, please remove them to proceed.' })
      .filter({ hasText: 'registration fee' })
      .first(),
  ).toBeVisible();
  await stepTitle(page, 'Password');
  expect(await devOutbox(page.request, mobile)).toEqual({ results: [] });
  expect(await delivered(mobile)).toEqual([]);
});
