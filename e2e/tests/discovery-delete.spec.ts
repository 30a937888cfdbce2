import { readFileSync } from 'node:fs';
import { expect, test } from '../fixtures/test';
import { expectAccessible } from '../fixtures/axe';
import { approveProfile } from '../fixtures/admin';
import { setServerClock } from '../fixtures/server-clock';
import { createUser, DEMO_MALE, loginInBrowser } from '../fixtures/users';

const TOO_SOON =
  'Seems like you have created profile just for testing purpose. Deleting profile within 7 days is not allowed.';

test('a deletion request for a profile younger than 7 days is refused with the spec’s message', async ({
  page,
}) => {
  const user = await createUser(page.request, { gender: 'Female', fullName: 'Rukhsar Bano' });
  await loginInBrowser(page, user);
  await page.goto(`/profiles/${user.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Rukhsar Bano' })).toBeVisible();
  await page.getByRole('link', { name: 'Delete profile' }).click();

  await expect(page).toHaveURL(new RegExp(`/delete/${user.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Delete profile' })).toBeVisible();
  await expectAccessible(page);

  // 'Others' asks for the reason in words.
  await page.getByRole('radio', { name: 'Others' }).check();
  await expect(page.getByRole('textbox', { name: 'Please describe' })).toBeVisible();
  await page.getByRole('radio', { name: 'Not interested anymore' }).check();
  await expect(page.getByRole('textbox', { name: 'Please describe' })).toHaveCount(0);

  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.url().includes(`/api/profiles/update/${user.profileId}/`)),
    page.getByRole('button', { name: 'Send delete request' }).click(),
  ]);
  expect(answer.status()).toBe(400);
  await expect(page.getByRole('alert').filter({ hasText: TOO_SOON })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/delete/${user.slug}$`));

  // Nothing was recorded: the profile still offers the delete button, not the in-process note.
  await page.goto(`/profiles/${user.slug}`);
  await expect(page.getByRole('link', { name: 'Delete profile' })).toBeVisible();
  await expect(page.getByText('Your delete request is in process.')).toHaveCount(0);
});

test('a deletion request hides the profile from everyone at once and the owner is told so', async ({
  page,
  browser,
}, testInfo) => {
  // Two people, a search before and after, and the owner's view: over a minute when loaded.
  test.slow();
  const user = await createUser(page.request, { gender: 'Female', fullName: 'Shabnam Qureshi' });
  await approveProfile(page.request, user.profileCode);
  // A man searching by her code finds her before the request.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await loginInBrowser(otherPage, DEMO_MALE);
  const searchHer = async () => {
    await otherPage.goto('/profiles');
    await otherPage.getByRole('textbox', { name: 'Name or profile code' }).fill(user.profileCode);
    await otherPage.getByRole('button', { name: 'Find', exact: true }).click();
  };
  await searchHer();
  await expect(otherPage.getByRole('link', { name: /Shabnam Qureshi/ })).toBeVisible();

  // Eight days later (the server's clock), she asks for her profile to be deleted.
  const clock = await page.request.get('/api/dev/clock');
  const { now } = (await clock.json()) as { now: string };
  await setServerClock(page.request, new Date(Date.parse(now) + 8 * 24 * 3600_000).toISOString());
  try {
    await loginInBrowser(page, user);
    await page.goto(`/delete/${user.slug}`);
    await page.getByRole('radio', { name: 'Not interested anymore' }).check();
    await page.getByRole('button', { name: 'Send delete request' }).click();

    await page.goto(`/profiles/${user.slug}`);
    await expect(page.getByText('Your delete request is in process.')).toBeVisible();
    const notice = page.getByTestId('standing-notice');
    await expect(notice.getByText('Deletion requested')).toBeVisible();
    await expect(notice.getByRole('link', { name: 'Edit my profile' })).toHaveCount(0);
    await expectAccessible(page);

    await page.screenshot({ path: testInfo.outputPath('deletion-requested-en.png') });

    // Before she goes, she can take a copy of everything held about her (DPDP right of access).
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^rishta-my-data-${user.profileCode}-.+\\.json$`),
    );
    const data = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
      profile: { full_name: string; profile_code: string };
      deletion_request: { reason: string } | null;
    };
    expect(data.profile).toMatchObject({ full_name: 'Shabnam Qureshi', profile_code: user.profileCode });
    expect(data.deletion_request).toMatchObject({ reason: 'Not interested anymore' });

    // The same notice reads right to left in Urdu.
    await page.evaluate(() => localStorage.setItem('rishta.language', 'ur'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(notice.getByText('حذف کرنے کی درخواست دی گئی')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('deletion-requested-ur.png'), fullPage: true });
    await page.evaluate(() => localStorage.setItem('rishta.language', 'en'));

    // Gone from his search and from his screen at once.
    await searchHer();
    await expect(otherPage.getByText('No profiles found!')).toBeVisible();
    await expect(otherPage.getByRole('link', { name: /Shabnam Qureshi/ })).toHaveCount(0);
    await otherPage.goto(`/profiles/${user.slug}`);
    await expect(otherPage.getByRole('heading', { level: 1 })).not.toHaveText('Shabnam Qureshi');
    await expect(otherPage.getByText('Shabnam Qureshi')).toHaveCount(0);
  } finally {
    await setServerClock(page.request, null);
    await other.close();
  }
});
