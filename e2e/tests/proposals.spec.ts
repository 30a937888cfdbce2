import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { expectAccessible } from '../fixtures/axe';
import { approveProfile } from '../fixtures/admin';
import { createUser, loginInBrowser, type TestUser } from '../fixtures/users';
import { istToday, setServerClock } from '../fixtures/server-clock';

// Two people go from a profile to WhatsApp (issue 5): the proposal through the WhatsApp dialog,
// the receiver opening it, rejecting or accepting it, and who sees contact details when. The
// server clock is moved with the development-only PUT /api/dev/clock and always put back.

/** A new, approved person, logged in in a browser context of their own. */
async function person(
  browser: Browser,
  request: APIRequestContext,
  gender: 'Male' | 'Female',
  fullName: string,
) {
  const user = await createUser(request, { gender, fullName });
  await approveProfile(request, user.profileCode);
  const context = await browser.newContext();
  // WhatsApp itself is not part of the test: its page answers with a stand-in.
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: 'WhatsApp' }),
  );
  const page = await context.newPage();
  await loginInBrowser(page, user);
  return { user, page };
}

/** Opens the WhatsApp dialog on the profile, answers its sum and presses Open WhatsApp. */
async function proposeThroughWhatsApp(page: Page, to: TestUser) {
  await page.goto(`/profiles/${to.slug}`);
  await page.getByRole('button', { name: 'WhatsApp', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact on WhatsApp' });
  await expect(dialog).toBeVisible();
  const question = await dialog.getByText(/^What is \d \+ \d\?$/).textContent();
  const [, a, b] = /(\d) \+ (\d)/.exec(question ?? '') ?? [];
  const answer = dialog.getByRole('textbox', { name: /What is/ });
  await answer.fill(String(Number(a) + Number(b) + 1));
  await dialog.getByRole('button', { name: 'Unlock' }).click();
  await expect(dialog.getByText('Wrong value')).toBeVisible();
  await answer.fill(String(Number(a) + Number(b)));
  await dialog.getByRole('button', { name: 'Unlock' }).click();
  await expectAccessible(page);
  return dialog;
}

function section(page: Page, name: string) {
  return page.getByRole('region', { name: new RegExp(`^${name} \\(\\d+\\)`) });
}

// Each journey signs up two or three people through the real pages before it starts: on a
// loaded two-core machine that alone can take most of a minute, so these get triple time.
test.beforeEach(() => {
  test.slow();
});

test.afterEach(async ({ request }) => {
  await setServerClock(request, null);
});

test('A proposes through WhatsApp; B opens it from the proposal, sees the contact, rejects; A reads the reason', async ({
  browser,
  request,
}) => {
  // Inside contact hours, so the send answer carries the number to open WhatsApp with.
  await setServerClock(request, await istToday(request, 11, 30));
  const a = await person(browser, request, 'Male', 'Kamran Pathan');
  const b = await person(browser, request, 'Female', 'Nargis Pathan');

  const dialog = await proposeThroughWhatsApp(a.page, b.user);
  const popup = a.page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Open WhatsApp' }).click();
  await expect(dialog.getByText('Proposal sent successfully.')).toBeVisible();
  expect((await popup).url()).toBe(`https://wa.me/91${b.user.username}`);
  await expect(dialog.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute(
    'href',
    `https://wa.me/91${b.user.username}`,
  );
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(a.page.getByText(`Your proposal to ${b.user.fullName}`)).toBeVisible();
  await expect(a.page.getByText('Pending', { exact: true })).toBeVisible();

  // B sees it pending and opens A's profile from it.
  await b.page.goto('/received-proposal');
  await expect(b.page.getByRole('heading', { level: 1, name: 'Received proposals' })).toBeVisible();
  await expect(b.page.getByText('Showing Proposal')).toBeVisible();
  const pending = section(b.page, 'Pending');
  await expect(pending.getByText(a.user.fullName)).toBeVisible();
  await expectAccessible(b.page);
  await pending.getByRole('link', { name: new RegExp(a.user.fullName) }).click();
  await expect(b.page).toHaveURL(new RegExp(`/profiles/${a.user.slug}\\?from=proposal$`));
  await expect(b.page.locator(`a[href="tel:${a.user.username}"]`)).toBeVisible();
  await expect(b.page.getByText(`${a.user.fullName} sent you a proposal`)).toBeVisible();

  // Back on the list the proposal shows as Opened; B rejects it with a reason.
  await b.page.goto('/received-proposal');
  const opened = section(b.page, 'Opened');
  await expect(opened.getByText(a.user.fullName)).toBeVisible();
  await expect(section(b.page, 'Pending').getByText('None')).toBeVisible();
  await opened.getByRole('button', { name: `Reject proposal from ${a.user.fullName}` }).click();
  const reject = b.page.getByRole('dialog', { name: `Reject the proposal of ${a.user.fullName}` });
  const submit = reject.getByRole('button', { name: 'Reject proposal' });
  await expect(submit).toBeDisabled();
  await reject.getByRole('textbox', { name: 'Reason' }).fill('We are looking for someone in Hyderabad');
  await expectAccessible(b.page);
  await submit.click();
  await expect(b.page.getByText('Proposal has been rejected successfully')).toBeVisible();
  await expect(section(b.page, 'Rejected').getByText(a.user.fullName)).toBeVisible();

  // A reads the reason on the sent page.
  await a.page.goto('/sent-proposal');
  const rejected = section(a.page, 'Rejected');
  await expect(rejected.getByText(b.user.fullName)).toBeVisible();
  await expect(rejected.getByText('We are looking for someone in Hyderabad')).toBeVisible();
  await expectAccessible(a.page);

  await a.page.context().close();
  await b.page.context().close();
});

test('an accepted pair sees each other’s contact at night; a third person does not', async ({
  browser,
  request,
}) => {
  // 23:30 India time: outside 08:00–22:00.
  await setServerClock(request, await istToday(request, 23, 30));
  const c = await person(browser, request, 'Male', 'Rizwan Mansoori');
  const d = await person(browser, request, 'Female', 'Shaheen Mansoori');
  const e = await person(browser, request, 'Male', 'Tariq Mansoori');

  // A stranger's number is not released at night: the dialog says so, and the proposal is sent.
  const dialog = await proposeThroughWhatsApp(c.page, d.user);
  await dialog.getByRole('button', { name: 'Open WhatsApp' }).click();
  await expect(dialog.getByText('Proposal sent successfully.')).toBeVisible();
  await expect(
    dialog.getByText(
      'Contact details are shown only between 08:00 and 22:00 India time. Your proposal has been sent.',
    ),
  ).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // D received it and may always see C's contact; D accepts.
  await d.page.goto('/received-proposal');
  const pending = section(d.page, 'Pending');
  await expect(pending.locator(`a[href="tel:${c.user.username}"]`)).toBeVisible();
  await pending.getByRole('button', { name: `Accept proposal from ${c.user.fullName}` }).click();
  await expect(d.page.getByText('Proposal accepted.')).toBeVisible();
  const accepted = section(d.page, 'Accepted');
  await expect(accepted.getByText(c.user.fullName)).toBeVisible();
  await expect(accepted.locator(`a[href="tel:${c.user.username}"]`)).toBeVisible();

  // C now sees D's contact at night too: on the sent page and on D's profile.
  await c.page.goto('/sent-proposal');
  const sentAccepted = section(c.page, 'Accepted');
  await expect(sentAccepted.getByText(d.user.fullName)).toBeVisible();
  await expect(sentAccepted.locator(`a[href="tel:${d.user.username}"]`)).toBeVisible();
  await expect(sentAccepted.locator(`a[href="https://wa.me/91${d.user.username}"]`)).toBeVisible();
  await c.page.goto(`/profiles/${d.user.slug}`);
  await expect(c.page.locator(`a[href="tel:${d.user.username}"]`)).toBeVisible();

  // E, with no proposal, sees no contact details of D at night.
  await e.page.goto(`/profiles/${d.user.slug}`);
  await expect(e.page.getByRole('heading', { name: d.user.fullName })).toBeVisible();
  await expect(e.page.getByText('Contact information')).toBeVisible();
  await expect(e.page.locator('a[href^="tel:"]')).toHaveCount(0);
  await expect(e.page.getByText(d.user.username)).toHaveCount(0);

  for (const p of [c, d, e]) await p.page.context().close();
});

test('a hidden contact is shown to the viewer once they have sent a proposal', async ({
  browser,
  request,
}) => {
  await setServerClock(request, await istToday(request, 15, 0));
  const g = await createUser(request, {
    gender: 'Female',
    fullName: 'Gulnaz Shaikh',
    extra: { private_contact: true },
  });
  await approveProfile(request, g.profileCode);
  const h = await person(browser, request, 'Male', 'Hamid Shaikh');

  await h.page.goto(`/profiles/${g.slug}`);
  await expect(
    h.page.getByText('This profile keeps its contact details private. Send a proposal to see them.'),
  ).toBeVisible();
  await expect(h.page.locator('a[href^="tel:"]')).toHaveCount(0);

  const dialog = await proposeThroughWhatsApp(h.page, g);
  const popup = h.page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Open WhatsApp' }).click();
  expect((await popup).url()).toBe(`https://wa.me/91${g.username}`);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(h.page.locator(`a[href="tel:${g.username}"]`)).toBeVisible();
  await h.page.context().close();
});

test('the owner reaches the proposal pages from their counts and sets an expectation', async ({
  browser,
  request,
}) => {
  const f = await person(browser, request, 'Female', 'Farheen Siddiqui');
  const page = f.page;
  await page.goto(`/profiles/${f.user.slug}`);
  await page.getByRole('link', { name: 'Received proposals: 0' }).click();
  await expect(page).toHaveURL(/\/received-proposal$/);
  await expect(page.getByText('You have not received any proposals yet.')).toBeVisible();

  await page.goto(`/profiles/${f.user.slug}`);
  await page.getByRole('link', { name: 'Sent proposals: 0' }).click();
  await expect(page).toHaveURL(/\/sent-proposal$/);
  await expect(page.getByText('You have not sent any proposals yet.')).toBeVisible();

  // The drawer lists the proposal screens for a logged-in user.
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Received proposals' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Sent proposals' })).toBeVisible();
  await menu.getByRole('link', { name: 'Proposals', exact: true }).click();
  await expect(page).toHaveURL(/\/proposals$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Proposals' })).toBeVisible();
  await page.getByRole('button', { name: 'Set expectation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set expectation' });
  await expect(dialog.getByText('18 to 50 years')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('slider', { name: 'Maximum age' }).focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByText('18 to 48 years')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your profile has been updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Saved on the server: the dialog opens on it again after a reload.
  await page.reload();
  await page.getByRole('button', { name: 'Set expectation' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Set expectation' }).getByText('18 to 48 years'),
  ).toBeVisible();
  await page.context().close();
});
