/**
 * Screenshots of every public page at phone (412 px) and desktop width, in English and Urdu, for
 * a person to look at. Not a test. Start the app first (`npm start`), then:
 *   npx tsx e2e/scripts/screenshots.ts [baseUrl] [outDir]
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const out = process.argv[3] ?? '/tmp/rishta-screens';
const pages = (
  process.env.PAGES ??
  '/,/guidelines,/book,/news,/scholarships,/about,/terms-and-conditions,/feedback,/missing'
).split(',');
const widths = { phone: { width: 412, height: 915 }, desktop: { width: 1280, height: 900 } };

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
for (const [device, viewport] of Object.entries(widths)) {
  for (const language of (process.env.LANGS ?? 'en,ur').split(',')) {
    const context = await browser.newContext({
      viewport,
      deviceScaleFactor: 1,
      isMobile: device === 'phone',
      hasTouch: device === 'phone',
    });
    await context.addInitScript((lang) => localStorage.setItem('rishta.language', lang), language);
    const page = await context.newPage();
    for (const path of pages) {
      await page.goto(base + path, { waitUntil: 'networkidle' });
      await page.waitForTimeout(300);
      const name = `${device}-${language}-${path === '/' ? 'home' : path.slice(1).replace(/\//g, '_')}.png`;
      await page.screenshot({ path: `${out}/${name}`, fullPage: process.env.FULL !== '0' });
      console.log(name);
    }
    await context.close();
  }
}
await browser.close();
