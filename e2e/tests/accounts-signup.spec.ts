import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible } from '../fixtures/axe';

// Every journey signs up a new account with its own username, so the 2-OTPs-a-day limit per
// username is never reached, whatever order the tests run in.
const randomMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
const randomEmail = () => `signup-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const PASSWORD = 'sabr-2024';

async function outbox(request: APIRequestContext, to: string): Promise<{ body: string }[]> {
  const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { results: { body: string }[] }).results;
}

async function latestOtp(request: APIRequestContext, to: string): Promise<string> {
  const results = await outbox(request, to);
  const code = /\b(\d{6})\b/.exec(results[0]?.body ?? '')?.[1];
  expect(code, 'an OTP in the newest outbox message').toBeTruthy();
  return code!;
}

/** Opens a Mantine select by its label and picks the option (typing first when it is searchable). */
async function choose(page: Page, label: string, option: string, search?: string) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  if (search) await input.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(input).toHaveValue(option);
}

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

async function stepTitle(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
}

async function next(page: Page) {
  await page.getByRole('button', { name: 'Next', exact: true }).click();
}

/** The acknowledgement: all five boxes, then I agree. */
async function acknowledge(page: Page, { checkAccessibility = false } = {}) {
  await page.goto('/signup');
  const dialog = page.getByRole('dialog', { name: 'Before you start' });
  await expect(dialog).toBeVisible();
  const agree = dialog.getByRole('button', { name: 'I agree' });
  await expect(agree).toBeDisabled();
  if (checkAccessibility) await expectAccessible(page);
  const boxes = dialog.getByRole('checkbox');
  await expect(boxes).toHaveCount(5);
  for (let i = 0; i < 5; i += 1) await boxes.nth(i).check();
  await agree.click();
  await stepTitle(page, 'About you');
}

async function fillPersonal(page: Page) {
  await field(page, 'Full name').fill('Ayesha Siddiqui');
  await page.getByRole('radiogroup', { name: 'Gender' }).getByText('Female', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Female' })).toBeChecked();
  await choose(page, 'Marital status', 'Unmarried');
  await choose(page, 'Year of birth', '1998', '1998');
  await choose(page, 'Height', '5 ft 2 in');
  await field(page, 'Weight (kg)').fill('55');
  await choose(page, 'Education', 'Graduate');
  await field(page, 'Degree').fill('B.Com');
  await field(page, 'Occupation').fill('Teacher');
  await next(page);
  await stepTitle(page, 'Family');
}

async function fillFamily(page: Page) {
  await field(page, "Father's name").fill('Abdul Rahman');
  await field(page, "Father's occupation").fill('Shopkeeper');
  await field(page, "Mother's name").fill('Fatima Begum');
  await choose(page, 'Number of brothers', '1');
  await choose(page, 'Married brothers', '0');
  await choose(page, 'Number of sisters', '0');
  await choose(page, 'Biradari', 'Ansari', 'Ans');
  await choose(page, 'Maslak', 'Sunni', 'Sunni');
  await next(page);
  await stepTitle(page, 'Contact and location');
}

/** Contact step for a user in India: the contact number becomes the username. */
async function fillContactIndia(page: Page, mobile: string) {
  await choose(page, 'Whose contact number is this?', 'Father');
  await field(page, 'Contact number').fill(mobile);
  await field(page, 'WhatsApp number').fill(mobile);
  await fillNativePlace(page);
  await page.getByRole('checkbox', { name: 'I live in my native place' }).check();
  await next(page);
  await stepTitle(page, 'Hobbies and expectations');
}

async function fillNativePlace(page: Page) {
  await choose(page, 'Native state', 'Uttar Pradesh', 'Uttar');
  await choose(page, 'Native city', 'Lucknow', 'Luck');
}

async function fillOther(page: Page, extra = 'I am a school teacher and live with my parents in Lucknow.') {
  await field(page, 'Hobbies').fill('Reading, cooking');
  await field(page, 'What you expect in a partner').fill('A kind, educated and practising Muslim man.');
  await field(page, 'More about you').fill(extra);
  await next(page);
  await stepTitle(page, 'Password');
}

async function getOtp(page: Page, username: string): Promise<string> {
  await expect(page.getByText(username, { exact: true })).toBeVisible();
  await field(page, 'Password').fill(PASSWORD);
  await field(page, 'Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await expect(page.getByText('OTP sent successfully')).toBeVisible();
  await stepTitle(page, 'Confirm with OTP');
  await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();
  return latestOtp(page.request, username);
}

async function submitOtp(page: Page, otp: string) {
  await field(page, '6-digit OTP').fill(otp);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
}

test('a new user in India signs up step by step, adds a photo and logs in again', async ({ page }) => {
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

  const photo = await sharp({
    create: { width: 120, height: 160, channels: 3, background: { r: 200, g: 140, b: 90 } },
  })
    .jpeg()
    .toBuffer();
  const [upload] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/profiles/upload/')),
    page.locator('input[type="file"]').first().setInputFiles({
      name: 'me.jpg',
      mimeType: 'image/jpeg',
      buffer: photo,
    }),
  ]);
  expect(upload.status()).toBe(200);
  const shown = page.getByRole('img', { name: 'Main photo' });
  await expect(shown).toBeVisible();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
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
  await acknowledge(page);
  await fillPersonal(page);
  await fillFamily(page);
  await page.getByRole('dialog', { name: 'Please note' }).getByRole('button', { name: 'OK' }).click();

  await page.getByRole('switch', { name: 'I live outside India' }).click();
  await expect(page.getByRole('switch', { name: 'I live outside India' })).toBeChecked();
  await choose(page, 'Whose contact number is this?', 'Self');
  // An unmarried user making their own profile is asked to explain why the parents are not involved.
  const advice = page.getByRole('dialog', { name: 'Please note' });
  await expect(advice).toContainText('explain');
  await advice.getByRole('button', { name: 'OK' }).click();
  await field(page, 'Contact number').fill('501234567');
  await choose(page, 'WhatsApp country code', '+971 United Arab Emirates', '971');
  await field(page, 'WhatsApp number').fill('501234567');
  await field(page, 'E-mail').fill(email);
  await fillNativePlace(page);
  // Abroad, the current state and city are typed: our lists cover India only.
  await choose(page, 'Country where you live now', 'United Arab Emirates', 'United Arab');
  await expect(page.getByRole('combobox', { name: 'State where you live now' })).toHaveCount(0);
  await field(page, 'State or region where you live now').fill('Dubai');
  await field(page, 'City where you live now').fill('Deira');
  await next(page);
  await stepTitle(page, 'Hobbies and expectations');

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
  await acknowledge(page);
  await fillPersonal(page);
  await fillFamily(page);
  await page.getByRole('dialog', { name: 'Please note' }).getByRole('button', { name: 'OK' }).click();
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
  await acknowledge(page);
  await fillPersonal(page);
  await fillFamily(page);
  await page.getByRole('dialog', { name: 'Please note' }).getByRole('button', { name: 'OK' }).click();
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
  expect(await outbox(page.request, mobile)).toEqual([]);
});
