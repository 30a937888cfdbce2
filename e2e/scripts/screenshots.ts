/**
 * Screenshots of every public page at phone (412 px) and desktop width, in English and Urdu, for
 * a person to look at. Not a test. Start the app first (`npm start`), then:
 *   npx tsx e2e/scripts/screenshots.ts [baseUrl] [outDir]
 */
import { COMBINATIONS, launchBrowser, newScreenPage, shooter } from './lib/screens';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const out = process.argv[3] ?? '/tmp/rishta-screens';
const pages = (
  process.env.PAGES ??
  '/,/guidelines,/book,/news,/scholarships,/about,/terms-and-conditions,/feedback,/missing'
).split(',');

// FULL=0 shoots the first screen only.
const shoot = shooter(out, { settle: 300, fullPage: process.env.FULL !== '0', checks: false });
const browser = await launchBrowser();
for (const [device, language] of COMBINATIONS) {
  const page = await newScreenPage(browser, device, language);
  for (const path of pages) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await shoot(page, `${device}-${language}-${path === '/' ? 'home' : path.slice(1).replace(/\//g, '_')}`);
  }
  await page.context().close();
}
await browser.close();
