/**
 * Issue 30's screenshots, for a person to look at (not a test): in each language, at phone width
 * (412 px), the home page, sign-up step 1, search, a profile, the proposals page, the content pages
 * whose texts staff write per language (guidelines, news, books, group forum) and the bio-data PDF
 * (its first page as a PNG, through poppler's pdftoppm). Start the app with its demo data first:
 *
 *   DATA_DIR=$(mktemp -d) PORT=3050 npm run serve
 *   LANGS=hi,ur npx tsx e2e/scripts/language-screenshots.ts [baseUrl] [outDir]
 *
 * LANGS picks the languages (all twelve by default); DEVICE=desktop shoots at 1280 px instead.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from '@playwright/test';
import { LANGUAGE_CODES } from '@rishta/domain';
import { apiLogin, DEMO_FEMALE, DEMO_MALE } from '../fixtures/users';
import { launchBrowser, newScreenPage, shooter, type Device } from './lib/screens';

const base = process.argv[2] ?? 'http://127.0.0.1:3050';
const out = process.argv[3] ?? '/tmp/rishta-language-screens';
const languages = process.env.LANGS ? process.env.LANGS.split(',') : [...LANGUAGE_CODES];
const device = (process.env.DEVICE ?? 'phone') as Device;
mkdirSync(out, { recursive: true });

const api = await request.newContext({ baseURL: base });
const member = await apiLogin(api, DEMO_MALE.username, DEMO_MALE.password, {});
const other = await apiLogin(api, DEMO_FEMALE.username, DEMO_FEMALE.password, {});
const session = JSON.stringify({
  token: member.token,
  profileId: member.profileId,
  slug: member.slug,
  username: DEMO_MALE.username,
});

const shoot = shooter(out, { settle: 500, fullPage: false, checks: false });
const browser = await launchBrowser();
for (const language of languages) {
  const visitor = await newScreenPage(browser, device, language);
  for (const [name, path] of [
    ['home', '/'],
    ['signup', '/signup'],
    ['guidelines', '/guidelines'],
    ['news', '/news'],
    ['books', '/book'],
  ] as const) {
    await visitor.goto(base + path, { waitUntil: 'networkidle' });
    await shoot(visitor, `${device}-${language}-${name}`);
  }
  await visitor.context().close();

  const page = await newScreenPage(browser, device, language);
  await page.addInitScript((stored) => localStorage.setItem('rishta.session', stored), session);
  for (const [name, path] of [
    ['search', '/profiles'],
    ['profile', `/profiles/${other.slug}`],
    ['proposals', '/received-proposal'],
    ['groups', '/chatgroup'],
  ] as const) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await shoot(page, `${device}-${language}-${name}`);
  }
  // The PDF as the profile page links it (its signed bio_data_url), in this language.
  const detail = await api.get(`/api/profiles/detail-slug/${other.slug}/`, {
    headers: { authorization: `Token ${member.token}` },
  });
  const link = ((await detail.json()) as { bio_data_url?: string }).bio_data_url;
  if (link) {
    const url = new URL(link, base);
    url.searchParams.set('lang', language);
    const pdf = await api.get(url.toString());
    const file = `${out}/${device}-${language}-bio-data.pdf`;
    writeFileSync(file, await pdf.body());
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '60',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      file,
      file.replace(/\.pdf$/, ''),
    ]);
    console.log(`${device}-${language}-bio-data.png`);
  } else console.log(`${language}: no bio-data link on the profile page`);
  await page.context().close();
}
await browser.close();
await api.dispose();
