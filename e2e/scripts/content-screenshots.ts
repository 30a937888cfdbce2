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
import { COMBINATIONS, launchBrowser, newScreenPage, shooter } from './lib/screens';
import { staffApi } from './lib/staff-api';

const base = process.argv[2] ?? 'http://127.0.0.1:3205';
const out = process.argv[3] ?? '/tmp/rishta-content-screens';
const kinds = [
  'guidelines',
  'books',
  'news',
  'stories',
  'marquee',
  'chat-groups',
  'blocked-keywords',
  'partner-found',
];

const shoot = shooter(out, { top: true });
const admin = await staffApi(base);
const browser = await launchBrowser();

/** Adds content of a kind as the admin; answers the new item's id. */
const add = async (method: 'POST' | 'PUT', path: string, options: Parameters<typeof admin.send>[2]) =>
  (await (await admin.send(method, `content/${path}`, options)).json()) as { id: number };

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
const tags = await admin.get<{ results: { name: string }[] }>('content/guideline-tags');
const seeded = tags.results.some((t) => t.name === 'Before the nikah');
if (!seeded) await seed();

async function seed() {
  const tag = await add('POST', 'guideline-tags', { data: { name: 'Before the nikah' } });
  await add('POST', 'guidelines', {
    data: {
      tag: tag.id,
      title: 'Questions to ask',
      title_hindi: 'पूछने वाले सवाल',
      youtube_code: 'dQw4w9WgXcQ',
    },
  });
  await add('POST', 'books', {
    multipart: {
      title: 'Nikah made easy',
      author: 'Maulana Abdul Majid',
      language: 'urdu',
      pdf: { name: 'nikah.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
      cover: { name: 'cover.png', mimeType: 'image/png', buffer: await cover('Nikah made easy', '#0b7a5a') },
    },
  });
  await add('POST', 'news', {
    multipart: {
      title: 'Community kitchens serve walima meals to 500 families',
      link: 'https://news.example/walima-kitchens',
      description: 'Volunteers in Hyderabad cooked for couples who chose a simple wedding.',
      image: { name: 'kitchen.png', mimeType: 'image/png', buffer: await cover('Walima', '#b5651d') },
    },
  });
  await add('POST', 'marquee', { data: { message: 'Registration on Rishta is free, always.' } });
  await add('POST', 'marquee', { data: { message: 'Eid Mubarak from the Rishta team!', is_active: false } });
  for (const keyword of ['broker', 'dowry demand', 'cash only']) {
    await add('POST', 'blocked-keywords', { data: { keyword } });
  }
  await add('PUT', 'partner-found-offset', { data: { offset: 1250 } });
}

for (const [device, language] of COMBINATIONS) {
  const page = await newScreenPage(browser, device, language, admin.session);
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
  await page.keyboard.press('Escape');
  // A chat group's edit dialog with its Tamil texts open (issue 30).
  await page.goto(`${base}/admin/content/chat-groups`);
  await page.locator('article').first().waitFor();
  await page.locator('article').first().locator('button').first().click();
  await page.getByRole('dialog').getByRole('button', { name: /^தமிழ்/ }).click();
  // The scripts' fonts arrive once their letters show (font-display: swap).
  await page.waitForTimeout(500);
  await page.evaluate(() => document.fonts.ready);
  await shoot(page, `${device}-${language}-edit-chat-group`);
  await page.context().close();
}

await browser.close();
await admin.api.dispose();
