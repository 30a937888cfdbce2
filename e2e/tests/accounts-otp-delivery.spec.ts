import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { expectAccessible } from '../fixtures/axe';
import { MAIL, MSG91, delivered, devOutbox, waitForDelivery } from '../fixtures/fake-providers';
import {
  askForOtp,
  fillContactAbroad,
  fillContactIndia,
  fillOther,
  fillUntilContact,
  randomEmail,
  randomMobile,
  stepTitle,
  submitOtp,
} from '../fixtures/signup-wizard';

// Issue 28: the e2e run is configured as a real deployment (NOTIFIER=sms:msg91,email:smtp), with
// a fake MSG91 Flow API and a real SMTP server on this machine (playwright.config.ts). The code a
// person types is the one the provider received, sent by the job runner a moment after Get OTP.

test.beforeEach(() => {
  // A whole sign-up, the wait for the provider and three axe checks: on a busy two-core machine,
  // triple time (as the first-hour journey).
  test.slow();
});

/** Where every sign-up lands: the profile is made, the photo step of the wizard comes next. */
async function expectSignedUp(page: Page, username: string) {
  await expect(page.getByText('Your profile has been created successfully', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/edit-profile\?mode=create$/);
  await stepTitle(page, 'Photos');
  await expect(page.getByRole('link', { name: 'My Profile' })).toBeVisible();
  const session = await page.evaluate(() => localStorage.getItem('rishta.session'));
  expect(JSON.parse(session ?? '{}')).toMatchObject({ username });
  await expectAccessible(page);
}

test('a user in India signs up with the OTP that MSG91 was asked to send by SMS', async ({ page }) => {
  const mobile = randomMobile();
  await fillUntilContact(page);
  await fillContactIndia(page, mobile);
  await fillOther(page);
  const since = await askForOtp(page, mobile);
  await expectAccessible(page);

  const sms = await waitForDelivery(mobile, since);
  expect(sms).toMatchObject({
    channel: 'sms',
    to: mobile,
    mobiles: `91${mobile}`,
    template_id: MSG91.otpTemplateId,
    sender: MSG91.senderId,
    short_url: '0',
  });
  // The template's variables, never a finished text: DLT holds the registered wording.
  expect(sms.variables).toEqual({ otp: expect.stringMatching(/^\d{6}$/), minutes: '10' });
  expect(sms.code).toBe(sms.variables?.otp);
  // The development outbox is for a run without providers: this code never went there.
  expect(await devOutbox(page.request, mobile)).toEqual({ results: [] });

  await submitOtp(page, sms.code!);
  await expectSignedUp(page, mobile);
  // One code, one SMS: the job runner sent it once.
  expect((await delivered(mobile)).map((m) => m.id)).toEqual([sms.id]);
});

test('a user abroad signs up with the OTP that came by e-mail through SMTP', async ({ page }) => {
  const email = randomEmail();
  await fillUntilContact(page);
  await fillContactAbroad(page, email);
  await fillOther(page, 'I work in Dubai and my parents in Lucknow know about this profile.');
  const since = await askForOtp(page, email);
  await expectAccessible(page);

  const mail = await waitForDelivery(email, since);
  expect(mail).toMatchObject({ channel: 'email', to: email, reply_to: MAIL.replyTo, language: 'en' });
  expect(mail.from).toContain('no-reply@rishta.example');
  const code = mail.code!;
  expect(code).toMatch(/^\d{6}$/);
  // English (the interface language the web app sent), with a text and an HTML part, both with the code.
  expect(mail.subject).toBe(`${code} is your Rishta code`);
  expect(mail.text).toContain(code);
  expect(mail.text).toContain('It works for 10 minutes.');
  expect(mail.html).toMatch(/^<!doctype html>/i);
  expect(mail.html).toContain(`>${code}</p>`);
  expect(await devOutbox(page.request, email)).toEqual({ results: [] });

  await submitOtp(page, code);
  await expectSignedUp(page, email);
});
