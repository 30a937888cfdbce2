/**
 * Screenshots of the console's Content screen (issue 13) at phone (412 px) and desktop (1280 px)
 * width, in English and Urdu, with the axe check of each printed. Not a test. Start the app on a
 * fresh data directory with the demo content, then:
 *
 *   DATA_DIR=$(mktemp -d) PORT=3205 ADMIN_USERNAME=admin@example.com ADMIN_PASSWORD='Admin-Passw0rd!' \
 *     NODE_ENV=development DEMO_PROFILES=60 npm run serve
 *   npx tsx e2e/scripts/content-screenshots.ts [baseUrl] [outDir]
 *
 * It signs the start-up admin in through the API and adds some content of each kind first.
 */
import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { chromium, request as apiRequest, type Page } from '@playwright/test';
import { staffSignIn } from '../fixtures/staff-sign-in';

const base = process.argv[2] ?? 'http://127.0.0.1:3205';
const out = process.argv[3] ?? '/tmp/rishta-content-screens';
const admin = {
  username: process.env.ADMIN_USERNAME ?? 'admin@example.com',
  password: process.env.ADMIN_PASSWORD ?? 'Admin-Passw0rd!',
};
const devices = { desktop: { width: 1280, height: 900 }, phone: { width: 412, height: 915 } } as const;
const languages = (process.env.LANGS ?? 'en,ur').split(',');
const kinds = ['guidelines', 'books', 'news', 'stories', 'marquee', 'blocked-keywords', 'partner-found'];

mkdirSync(out, { recursive: true });
const api = await apiRequest.newContext({ baseURL: base });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-sync'],
});

const token = await staffSignIn(api, admin);
const staff = { authorization: `Token ${token}` };
const session = JSON.stringify({
  token,
  username: admin.username,
  role: 'admin',
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
});

async function send(method: 'post' | 'put', path: string, options: Parameters<typeof api.post>[1]) {
  const res = await api[method](`/api/admin/content/${path}`, { headers: staff, ...options });
  if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as { id: number };
}

/** A book cover drawn by the browser, as PNG bytes. */
async function cover(title: string, colour: string): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 300, height: 420 } });
  await page.setContent(
    `<div style="width:300px;height:420px;background:${colour};color:white;font:bold 32px serif;
      display:grid;place-items:center;text-align:center;padding:24px;box-sizing:border-box">${title}</div>`,
  );
  const png = await page.screenshot();
  await page.close();
  return png;
}

// Some content of each kind besides the demo's (once per data directory).
const tags = await (await api.get('/api/admin/content/guideline-tags', { headers: staff })).json();
const seeded = (tags as { results: { name: string }[] }).results.some((t) => t.name === 'Before the nikah');
if (!seeded) await seed();

async function seed() {
  const tag = await send('post', 'guideline-tags', { data: { name: 'Before the nikah' } });
  await send('post', 'guidelines', {
    data: {
      tag: tag.id,
      title: 'Questions to ask',
      title_hindi: 'पूछने वाले सवाल',
      youtube_code: 'dQw4w9WgXcQ',
    },
  });
  await send('post', 'books', {
    multipart: {
      title: 'Nikah made easy',
      author: 'Maulana Abdul Majid',
      language: 'urdu',
      pdf: { name: 'nikah.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
      cover: { name: 'cover.png', mimeType: 'image/png', buffer: await cover('Nikah made easy', '#0b7a5a') },
    },
  });
  await send('post', 'news', {
    multipart: {
      title: 'Community kitchens serve walima meals to 500 families',
      link: 'https://news.example/walima-kitchens',
      description: 'Volunteers in Hyderabad cooked for couples who chose a simple wedding.',
      image: { name: 'kitchen.png', mimeType: 'image/png', buffer: await cover('Walima', '#b5651d') },
    },
  });
  await send('post', 'marquee', { data: { message: 'Registration on Rishta is free, always.' } });
  await send('post', 'marquee', { data: { message: 'Eid Mubarak from the Rishta team!', is_active: false } });
  for (const keyword of ['broker', 'dowry demand', 'cash only']) {
    await send('post', 'blocked-keywords', { data: { keyword } });
  }
  await send('put', 'partner-found-offset', { data: { offset: 1250 } });
}

async function shoot(page: Page, name: string) {
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: true });
  await page.screenshot({ path: `${out}/${name}-top.png` });
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  console.log(
    name,
    serious.length === 0 ? 'axe: clean' : serious.map((v) => `${v.id} ${v.nodes[0]?.target}`),
    wide ? 'SCROLLS SIDEWAYS' : '',
  );
}

for (const [device, viewport] of Object.entries(devices)) {
  for (const language of languages) {
    const context = await browser.newContext({
      viewport,
      deviceScaleFactor: 1,
      isMobile: device === 'phone',
      hasTouch: device === 'phone',
    });
    await context.addInitScript(
      ([lang, stored]) => {
        localStorage.setItem('rishta.language', lang!);
        localStorage.setItem('rishta.staffSession', stored!);
      },
      [language, session],
    );
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    for (const kind of kinds) {
      await page.goto(`${base}/admin/content/${kind}`);
      await page.locator('[role="tabpanel"] h2').first().waitFor();
      await page.waitForLoadState('networkidle');
      await shoot(page, `${device}-${language}-${kind}`);
    }
    // The add-book dialog after the API refused a file that is not a PDF.
    await page.goto(`${base}/admin/content/books`);
    await page.locator('[role="tabpanel"] h2').first().waitFor();
    await page.locator('[role="tabpanel"] h2 ~ *').first().waitFor();
    await page.getByRole('button', { name: language === 'en' ? 'Add book' : 'کتاب شامل کریں' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[name="title"]').fill('A book with a wrong file');
    await dialog.locator('input[name="author"]').fill('Someone');
    await dialog.locator('.mantine-Select-input').click();
    await page.locator('[role="listbox"] [role="option"]').first().click();
    await dialog.locator('input[type="file"][name="pdf"]').setInputFiles({
      name: 'notes.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('not a pdf at all'),
    });
    await dialog
      .locator('input[type="file"][name="cover"]')
      .setInputFiles({ name: 'c.png', mimeType: 'image/png', buffer: await cover('Cover', '#444') });
    await dialog.locator('button[type="submit"]').click();
    await dialog.locator('[aria-invalid="true"]').first().waitFor();
    await shoot(page, `${device}-${language}-add-book-error`);
    await page.keyboard.press('Escape');
    // The video dialog with its thumbnail preview, and a delete confirmation.
    await page.goto(`${base}/admin/content/guidelines`);
    await page.locator('article').first().waitFor();
    await page.locator('article').first().locator('button').first().click();
    await page.getByRole('dialog').waitFor();
    await shoot(page, `${device}-${language}-edit-video`);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.locator('article').first().locator('button').nth(1).click();
    await page.getByRole('dialog').waitFor();
    await shoot(page, `${device}-${language}-delete-video`);
    // A news card's edit dialog, with its current image.
    await page.goto(`${base}/admin/content/news`);
    await page.locator('article').first().waitFor();
    await page.locator('article').first().locator('button').first().click();
    await page.getByRole('dialog').locator('img').first().waitFor();
    await shoot(page, `${device}-${language}-edit-news`);
    await context.close();
  }
}

await browser.close();
await api.dispose();
