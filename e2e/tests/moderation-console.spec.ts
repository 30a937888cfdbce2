import { expect, test } from '../fixtures/test';
import { expectAccessible } from '../fixtures/axe';
import { createStaff, signInToConsole } from '../fixtures/console';
import { createUser, uniqueSurname } from '../fixtures/users';
import { consoleJourneys } from '../journeys/moderation-console';

/** The console at 412 px: a moderator on a phone signs in with a code and approves from the queue. */
test('a moderator on a phone signs in with an authenticator code and approves a new profile', async ({
  page,
  request,
}, testInfo) => {
  const NAME = `Zoya ${uniqueSurname()}`;
  const user = await createUser(request, { gender: 'Female', fullName: NAME });
  const moderator = await createStaff(request);

  await page.goto('/admin/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
  await expectAccessible(page);
  await signInToConsole(page, request, moderator);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation')
    .getByRole('link', { name: /^New profiles/ })
    .click();
  const item = page.getByRole('article', { name: NAME });
  await expect(item).toBeVisible();
  // Nothing spills sideways on a phone.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(412);
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('console-new-profiles-412.png') });

  await item.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`${NAME} (${user.profileCode}) now appears in search.`)).toBeVisible();
  const listed = (await (await request.get(`/api/profiles/list/?search=${user.profileCode}`)).json()) as {
    results: { profile_code: string }[];
  };
  expect(listed.results.map((r) => r.profile_code)).toContain(user.profileCode);

  // The console reads right to left in Urdu.
  await page.evaluate(() => localStorage.setItem('rishta.language', 'ur'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.screenshot({ path: testInfo.outputPath('console-ur-412.png') });
  await page.evaluate(() => localStorage.setItem('rishta.language', 'en'));
});

// The six journeys of issue 13 at phone width too (journeys/moderation-console.ts).
consoleJourneys('412');
