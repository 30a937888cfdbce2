import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import sharp from 'sharp';
import { expectAccessible } from '../fixtures/axe';
import { approveProfile } from '../fixtures/admin';
import { createStaff, openNav, signInToConsole } from '../fixtures/console';
import { setServerClock } from '../fixtures/server-clock';
import {
  apiLogin,
  createUser,
  DEMO_FEMALE,
  loginInBrowser,
  uniqueSurname,
  type TestUser,
} from '../fixtures/users';

const jpeg = (r: number) =>
  sharp({ create: { width: 640, height: 400, channels: 3, background: { r, g: 120, b: 90 } } })
    .jpeg()
    .toBuffer();

async function uploadIdDocument(request: APIRequestContext, user: TestUser) {
  const res = await request.post(`/api/profiles/upload/${user.profileId}/docs/`, {
    headers: { authorization: `Token ${user.token}` },
    multipart: { file: { name: 'id-card.jpg', mimeType: 'image/jpeg', buffer: await jpeg(200) } },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

async function reportProfile(
  request: APIRequestContext,
  target: TestUser,
  reason: string,
  description: string,
) {
  const reporter = await apiLogin(request, DEMO_FEMALE.username, DEMO_FEMALE.password);
  const res = await request.post('/api/profiles/report-profile/', {
    headers: { authorization: `Token ${reporter.token}` },
    multipart: {
      reason,
      description,
      'user-slug': target.slug,
      file: { name: 'proof.jpg', mimeType: 'image/jpeg', buffer: await jpeg(30) },
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

async function partnerFound(request: APIRequestContext): Promise<number> {
  return ((await (await request.get('/api/configs/count/partner-found/')).json()) as { count: number }).count;
}

/**
 * Issue 13's journeys through the moderation console, each with a staff member of its own. The
 * desktop spec runs them at 1280 px, the phone spec at 412 px.
 */
export function consoleJourneys(width: '1280' | '412') {
  test('a moderator signs in with an authenticator code and approves a new profile; search then finds it', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    const NAME = `Farhan ${uniqueSurname()}`;
    const user = await createUser(request, { gender: 'Male', fullName: NAME });
    const moderator = await createStaff(request);
    await signInToConsole(page, request, moderator);
    await openNav(page, 'New profiles');
    const item = page.getByRole('article', { name: NAME });
    await expect(item).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath(`console-new-profiles-${width}.png`) });
    await item.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText(`${NAME} (${user.profileCode}) now appears in search.`)).toBeVisible();
    await expect(item).toHaveCount(0);

    const visitor = await browser.newContext();
    const search = await visitor.newPage();
    await loginInBrowser(search, DEMO_FEMALE);
    await search.goto('/profiles');
    await search.getByRole('textbox', { name: 'Name or profile code' }).fill(user.profileCode);
    await search.getByRole('button', { name: 'Find', exact: true }).click();
    await expect(search.getByRole('link', { name: NAME })).toBeVisible();
    await visitor.close();
  });

  test('a rejection reaches the owner, who corrects the profile and is back in the queue', async ({
    page,
    browser,
    request,
  }) => {
    const REASON = 'Please write your full name, not a nickname.';
    const SURNAME = uniqueSurname();
    const user = await createUser(request, { gender: 'Male', fullName: `Pappu ${SURNAME}` });
    await signInToConsole(page, request, await createStaff(request));
    await openNav(page, 'New profiles');
    const item = page.getByRole('article', { name: `Pappu ${SURNAME}` });
    await item.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(REASON);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Reject profile' }).click();
    await expect(item).toHaveCount(0);

    const owner = await browser.newContext();
    const ownerPage = await owner.newPage();
    await loginInBrowser(ownerPage, user);
    await ownerPage.goto(`/profiles/${user.slug}`);
    await expect(ownerPage.getByTestId('standing-notice').getByText(REASON)).toBeVisible();
    await ownerPage.getByRole('link', { name: 'Edit my profile' }).click();
    await ownerPage.getByRole('textbox', { name: 'Full name', exact: true }).fill(`Parvez ${SURNAME}`);
    await ownerPage.getByRole('button', { name: 'Save changes' }).click();
    await expect(ownerPage.getByText('Your profile has been updated successfully')).toBeVisible();
    await owner.close();

    await page.reload();
    const again = page.getByRole('article', { name: `Parvez ${SURNAME}` });
    await expect(again).toBeVisible();
    await expect(again.getByText('Sent again')).toBeVisible();
    await expect(again.getByText(REASON)).toBeVisible();
  });

  test('a moderator opens an ID document beside the profile and verifies it; the badge shows', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    const NAME = `Tariq ${uniqueSurname()}`;
    const user = await createUser(request, { gender: 'Male', fullName: NAME });
    await approveProfile(request, user.profileCode);
    await uploadIdDocument(request, user);
    await signInToConsole(page, request, await createStaff(request));
    await openNav(page, 'Verification');
    await page.getByRole('button', { name: NAME }).click();
    const document = page.getByRole('img', { name: `ID document of ${NAME}` });
    await expect(document).toBeVisible();
    // The signed link serves the real file, to staff only, for a few minutes.
    const src = (await document.getAttribute('src')) ?? '';
    expect(src).toMatch(/\/api\/media\/.+\?e=\d+&s=/);
    expect((await request.get(src)).headers()['content-type']).toBe('image/jpeg');
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath(`console-verification-${width}.png`) });
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByText(`${NAME} (${user.profileCode}) now has the verified badge.`)).toBeVisible();

    const viewer = await browser.newContext();
    const viewerPage = await viewer.newPage();
    await loginInBrowser(viewerPage, DEMO_FEMALE);
    await viewerPage.goto(`/profiles/${user.slug}`);
    await expect(viewerPage.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
    await expect(viewerPage.getByText('Verified', { exact: true }).first()).toBeVisible();
    await viewer.close();
  });

  test('a moderator handles a report by blocking; the blocked user reads the reason at login', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    const BLOCK_REASON = 'Your profile was reported as a broker.';
    const NAME = `Bunty ${uniqueSurname()}`;
    const user = await createUser(request, { gender: 'Male', fullName: NAME });
    await approveProfile(request, user.profileCode);
    await reportProfile(request, user, 'This is a broker', 'He asked me for a fee to find a match.');
    await signInToConsole(page, request, await createStaff(request));
    await openNav(page, 'Reports');
    const group = page.getByRole('article', { name: NAME });
    await expect(group.getByText('He asked me for a fee to find a match.')).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath(`console-reports-${width}.png`) });
    await group.getByRole('button', { name: 'Block account' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Reason shown at login' }).fill(BLOCK_REASON);
    await dialog.getByRole('textbox', { name: 'Staff note' }).fill('Two brokers reports this week.');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Block account' }).click();
    await expect(page.getByText(`${NAME} (${user.profileCode}) is blocked and signed out.`)).toBeVisible();

    const blocked = await browser.newContext();
    const login = await blocked.newPage();
    await login.goto('/login');
    await login.getByLabel('Mobile number').fill(user.username);
    await login.getByRole('button', { name: 'Next' }).click();
    await expect(login.getByRole('dialog', { name: 'Alert' }).getByRole('alert')).toHaveText(
      `User Blocked Reason : ${BLOCK_REASON}`,
    );
    await blocked.close();
  });

  test('a moderator carries out a deletion request: the page is gone and the partner-found count moves', async ({
    page,
    browser,
    request,
  }) => {
    const NAME = `Nikah ${uniqueSurname()}`;
    const user = await createUser(request, { gender: 'Female', fullName: NAME });
    await approveProfile(request, user.profileCode);
    const before = await partnerFound(request);
    // A profile may ask for deletion after 7 days (the server's clock).
    const { now } = (await (await request.get('/api/dev/clock')).json()) as { now: string };
    await setServerClock(request, new Date(Date.parse(now) + 8 * 24 * 3600_000).toISOString());
    const owner = await browser.newContext();
    const ownerPage = await owner.newPage();
    try {
      await loginInBrowser(ownerPage, user);
      await ownerPage.goto(`/delete/${user.slug}`);
      await ownerPage.getByRole('radio', { name: 'Marriage/Proposal fixed from the product' }).check();
      await ownerPage.getByRole('button', { name: 'Send delete request' }).click();
      await ownerPage.goto(`/profiles/${user.slug}`);
      await expect(ownerPage.getByText('Your delete request is in process.')).toBeVisible();
    } finally {
      await setServerClock(request, null);
      await owner.close();
    }

    await signInToConsole(page, request, await createStaff(request));
    await openNav(page, 'Deletion requests');
    const item = page.getByRole('article', { name: NAME });
    await item.getByRole('button', { name: 'Carry out erasure' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('This cannot be undone')).toBeVisible();
    await dialog.getByRole('textbox', { name: `Type ${user.profileCode} to confirm` }).fill(user.profileCode);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Erase for good' }).click();
    await expect(page.getByText(`${NAME} (${user.profileCode}) has been erased.`)).toBeVisible();

    expect(await partnerFound(request)).toBe(before + 1);
    const viewer = await browser.newContext();
    const viewerPage = await viewer.newPage();
    await loginInBrowser(viewerPage, { username: '9000000001', password: 'rishta123' });
    await viewerPage.goto(`/profiles/${user.slug}`);
    await expect(viewerPage.getByText(NAME)).toHaveCount(0);
    expect((await request.get(`/api/profiles/detail-slug/${user.slug}/`)).status()).toBeGreaterThanOrEqual(
      400,
    );
    await viewer.close();
  });

  test('an admin adds a book and a blocked keyword, and both take effect', async ({
    page,
    request,
  }, testInfo) => {
    const TITLE = `Adab-e-Nikah ${Date.now()}`;
    await signInToConsole(page, request, await createStaff(request, 'admin'));
    await openNav(page, 'Content');
    await page.getByRole('tab', { name: 'Books' }).click();
    await expect(page.getByRole('heading', { name: 'Books' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Add book' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Title' }).fill(TITLE);
    await dialog.getByRole('textbox', { name: 'Author' }).fill('Maulana Example');
    await dialog
      .getByLabel(/^Language/)
      .first()
      .click();
    await page.getByRole('listbox').getByRole('option', { name: 'English' }).click();
    // Mantine's file buttons keep a real file input beside them.
    await dialog.locator('input[type="file"][name="pdf"]').setInputFiles({
      name: 'book.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    });
    await dialog
      .locator('input[type="file"][name="cover"]')
      .setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: await jpeg(90) });
    await dialog.getByRole('button', { name: 'Upload book' }).click();
    await expect(page.getByText(`“${TITLE}” is now on the Books page.`)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath(`console-books-${width}.png`) });

    const books = (await (await request.get('/api/book/list/?language=english')).json()) as {
      title: string;
    }[];
    expect(books.map((b) => b.title)).toContain(TITLE);

    await page.getByRole('tab', { name: 'Blocked keywords' }).click();
    const KEYWORD = `shaadi agent ${uniqueSurname().toLowerCase()}`;
    await page.getByRole('textbox', { name: 'Word or phrase' }).fill(KEYWORD);
    await page.getByRole('button', { name: 'Block', exact: true }).click();
    await expect(page.getByText(`“${KEYWORD}” is blocked from now on.`)).toBeVisible();

    // The very next profile edit with it is refused.
    const NAME = `Keyword ${uniqueSurname()}`;
    const user = await createUser(request, { gender: 'Male', fullName: NAME });
    const edit = await request.patch(`/api/profiles/update/${user.profileId}/`, {
      headers: { authorization: `Token ${user.token}` },
      data: { hobbies: `Cricket; call your ${KEYWORD.toUpperCase()}` },
    });
    expect(edit.status()).toBe(400);
    expect(await edit.text()).toContain(KEYWORD);
  });
}
