import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { expectAccessible } from '../fixtures/axe';
import { AGE_PRESETS } from '../../packages/domain/src/constants/search';

interface Card {
  profile_code: string;
  full_name: string;
  age: number;
  education: string;
  state_current: string;
  martial_status: string;
}
interface ListPage {
  count: number;
  results: Card[];
}

/** The values appearing most often first, so the chosen filters are sure to find someone. */
function byFrequency(values: string[]): string[] {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([v]) => v);
}

/** Picks values in one of the search page's multi-selects (Mantine MultiSelect). */
async function choose(page: Page, label: string, values: string[]) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  for (const value of values) {
    // The list stays open after a pick; should it close, the keyboard opens it again.
    const option = page.getByRole('option', { name: value, exact: true });
    if (!(await option.isVisible())) await input.press('ArrowDown');
    await option.click();
  }
  await input.press('Escape');
}

test('a visitor narrows the search with several filters and gets exactly the matching profiles', async ({
  page,
}) => {
  // Every listed woman, as the seeded data has them: the answer the filters must narrow down.
  const all = (await (
    await page.request.get('/api/profiles/list/?gender=Female&limit=1000')
  ).json()) as ListPage;
  expect(all.count).toBe(all.results.length);
  const states = byFrequency(all.results.map((c) => c.state_current)).slice(0, 2);
  const inStates = all.results.filter((c) => states.includes(c.state_current));
  const educations = byFrequency(inStates.map((c) => c.education)).slice(0, 2);
  const anchor = inStates.find((c) => educations.includes(c.education))!;
  // The category page's age presets (the domain's own list) around the anchor's age: 22-25 and 26-29 give 22-29, and so on.
  const at = Math.max(
    0,
    AGE_PRESETS.findIndex((p) => anchor.age >= p.min && anchor.age <= p.max),
  );
  const ages = AGE_PRESETS.slice(at, at + 2);
  const [min, max] = [ages[0]!.min, ages[ages.length - 1]!.max];
  const expected = all.results
    .filter(
      (c) =>
        states.includes(c.state_current) && educations.includes(c.education) && c.age >= min && c.age <= max,
    )
    // In list order (newest first), so the first page is the first 20 of these.
    .map((c) => c.profile_code);
  expect(expected.length).toBeGreaterThan(0);
  expect(expected.length).toBeLessThan(all.count);

  await page.goto('/profiles');
  await expect(page.getByRole('heading', { level: 1, name: 'Search Profiles' })).toBeVisible();
  await expect(page.getByText(`${all.count} profiles found`)).toBeVisible();
  await expectAccessible(page);

  await choose(page, 'Current state', states);
  await choose(page, 'Education', educations);
  await choose(
    page,
    'Age group',
    ages.map((p) => `${p.label} years`),
  );
  const [answer] = await Promise.all([
    page.waitForResponse(
      (r) => r.url().includes('/api/profiles/list/') && new URL(r.url()).searchParams.has('education__in'),
    ),
    page.getByRole('button', { name: 'Search', exact: true }).click(),
  ]);

  // The page asked for exactly these filters, and the server's answer is the hand-computed one.
  const sent = new URL(answer.url()).searchParams;
  expect(sent.get('gender')).toBe('Female');
  expect(sent.get('state_current__in')!.split(',').sort()).toEqual([...states].sort());
  expect(sent.get('education__in')!.split(',').sort()).toEqual([...educations].sort());
  expect([sent.get('age__gte'), sent.get('age__lte')]).toEqual([String(min), String(max)]);
  const shown = (await answer.json()) as ListPage;
  expect(shown.count).toBe(expected.length);
  expect(shown.results.map((c) => c.profile_code)).toEqual(expected.slice(0, 20));

  // The same query sent straight to the API answers the same.
  const direct = (await (await page.request.get(answer.url())).json()) as ListPage;
  expect(direct.results.map((c) => c.profile_code)).toEqual(shown.results.map((c) => c.profile_code));

  // What the person sees: the count, and each card showing values that match the filters.
  await expect(
    page.getByText(`${expected.length} profile${expected.length === 1 ? '' : 's'} found`),
  ).toBeVisible();
  const cards = page.locator('a[href*="/profiles/"][href$="?from=search"]');
  await expect(cards).toHaveCount(Math.min(expected.length, 20));
  for (const card of await cards.all()) {
    const text = (await card.innerText()).replace(/\s+/g, ' ');
    expect(
      states.some((s) => text.includes(s)),
      text,
    ).toBe(true);
    expect(
      educations.some((e) => text.includes(e)),
      text,
    ).toBe(true);
    const age = Number(/(\d+) yrs/.exec(text)?.[1]);
    expect(age, text).toBeGreaterThanOrEqual(min);
    expect(age, text).toBeLessThanOrEqual(max);
  }
  // The filters are kept in the address, so going back and forth keeps the search.
  await expect(page).toHaveURL(/education=/);
  await page.reload();
  await expect(
    page.getByText(`${expected.length} profile${expected.length === 1 ? '' : 's'} found`),
  ).toBeVisible();
  await expectAccessible(page);
});
