import sharp from 'sharp';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { expectAccessible } from '../fixtures/axe';
import { apiLogin, createUser, DEMO_MALE, loginInBrowser } from '../fixtures/users';
import { pdfText } from '../../apps/api/test/helpers/pdf-text';

interface Card {
  slug: string;
  profile_code: string;
  full_name: string;
  thumbnail: string | null;
}

/** Women the demo man can see, as the list answers him (he gets the opposite gender). */
async function womenFor(request: APIRequestContext): Promise<Card[]> {
  const { token } = await apiLogin(request, DEMO_MALE.username, DEMO_MALE.password);
  const res = await request.get('/api/profiles/list/?limit=1000', {
    headers: { authorization: `Token ${token}` },
  });
  return ((await res.json()) as { results: Card[] }).results;
}

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test('the sum question unblurs a woman’s photos, and a wrong sum says Wrong value', async ({ page }) => {
  const withPhoto = (await womenFor(page.request)).find((c) => c.thumbnail);
  expect(withPhoto, 'the demo data has women with photos').toBeTruthy();
  await loginInBrowser(page, DEMO_MALE);
  await page.goto(`/profiles/${withPhoto!.slug}?from=search`);
  await expect(page.getByRole('heading', { level: 1, name: withPhoto!.full_name })).toBeVisible();

  const photo = page.getByRole('img', { name: `Photo 1 of ${withPhoto!.full_name}` });
  await expect(photo).toHaveAttribute('data-blurred', 'true');
  await expect(photo).toHaveCSS('filter', /blur/);
  await expectAccessible(page);

  const question = page.getByRole('textbox', { name: /^What is \d+ \+ \d+\?$/ });
  const [, a, b] = /(\d+) \+ (\d+)/.exec(await page.getByText(/^What is \d+ \+ \d+\?$/).innerText())!;
  const sum = Number(a) + Number(b);
  await question.fill(String(sum + 1));
  await page.getByRole('button', { name: 'Show photos' }).click();
  await expect(page.getByText('Wrong value', { exact: true })).toBeVisible();
  await expect(photo).toHaveAttribute('data-blurred', 'true');

  await question.fill(String(sum));
  await page.getByRole('button', { name: 'Show photos' }).click();
  await expect(photo).not.toHaveAttribute('data-blurred');
  await expect(photo).toHaveCSS('filter', 'none');
  await expect(page.getByRole('button', { name: 'Show photos' })).toHaveCount(0);
});

test('a user favourites a profile, finds it on the favourites page, and removes it', async ({ page }) => {
  const woman = (await womenFor(page.request))[1]!;
  // A new person, so the favourites page starts empty whatever other journeys did.
  const user = await createUser(page.request, { gender: 'Male' });
  await loginInBrowser(page, user);
  await page.goto('/favourite');
  await expect(page.getByRole('heading', { level: 1, name: 'Favourite profiles' })).toBeVisible();
  await expect(page.getByText('No Favourite Profiles Found')).toBeVisible();

  await page.goto(`/profiles/${woman.slug}?from=search`);
  await expect(page.getByRole('heading', { level: 1, name: woman.full_name })).toBeVisible();
  await page.getByRole('button', { name: 'Add to favourites' }).click();
  await expect(toast(page, 'Profile Added to favourites.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Favourite', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto('/favourite');
  const card = page.getByRole('link', { name: new RegExp(woman.profile_code) });
  await expect(card).toBeVisible();
  await expect(page.getByText('No Favourite Profiles Found')).toHaveCount(0);
  await expectAccessible(page);

  await card.click();
  await expect(page).toHaveURL(new RegExp(`/profiles/${woman.slug}\\?from=search$`));
  await page.getByRole('button', { name: 'Favourite', exact: true }).click();
  await expect(toast(page, 'Profile removed from favourites.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to favourites' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  await page.goto('/favourite');
  await expect(page.getByText('No Favourite Profiles Found')).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(woman.profile_code) })).toHaveCount(0);
});

test('a verified user reports a profile with an evidence image and then sees it is reported', async ({
  page,
}) => {
  // A woman nobody has reported yet in this run (a retry must not pick the one reported before).
  const { token } = await apiLogin(page.request, DEMO_MALE.username, DEMO_MALE.password);
  let target: Card | undefined;
  for (const card of (await womenFor(page.request)).slice(2)) {
    const res = await page.request.get(`/api/profiles/detail-slug/${card.slug}/?skip-update=true`, {
      headers: { authorization: `Token ${token}` },
    });
    if (!((await res.json()) as { reported: boolean }).reported) {
      target = card;
      break;
    }
  }
  await loginInBrowser(page, DEMO_MALE);
  await page.goto(`/profiles/${target!.slug}?from=search`);
  await page.getByRole('link', { name: 'Report' }).click();
  await expect(page).toHaveURL(new RegExp(`/report/${target!.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Report profile' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('radio', { name: 'This is a broker' }).check();
  // The evidence is required: without it the form says so and nothing is sent.
  await page.getByRole('button', { name: 'Report', exact: true }).click();
  await expect(page.getByText('File is required')).toBeVisible();
  await expect(page).toHaveURL(/\/report\//);

  const evidence = await sharp({
    create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 40, b: 40 } },
  })
    .png()
    .toBuffer();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'screenshot.png',
    mimeType: 'image/png',
    buffer: evidence,
  });
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/profiles/report-profile/')),
    page.getByRole('button', { name: 'Report', exact: true }).click(),
  ]);
  expect(answer.status()).toBe(201);
  expect(((await answer.json()) as { status: string }).status).toBe('Done');
  await expect(toast(page, 'Reported successfully.')).toBeVisible();

  await expect(page).toHaveURL(new RegExp(`/profiles/${target!.slug}$`));
  await expect(page.getByText('You have reported this user')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Report' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('You have reported this user')).toBeVisible();
});

test('the bio-data PDF downloads and holds the profile’s name', async ({ page }) => {
  const woman = (await womenFor(page.request))[0]!;
  await loginInBrowser(page, DEMO_MALE);
  await page.goto(`/profiles/${woman.slug}?from=search`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download Bio Data' }).click(),
  ]);
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  const pdf = await readFile(path);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdfText(pdf)).toContain(woman.full_name);
  expect(pdfText(pdf)).toContain(woman.profile_code);
});
