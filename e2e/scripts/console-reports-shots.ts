/**
 * Screenshots of the console's Reports and Deletion requests screens (issue 13) with real data
 * made through the API: demo users report profiles, an admin handles two groups, three demo users
 * ask to be deleted. Not a test. Start a server with DEMO_PROFILES=60 first, then:
 *   E2E_DATA_DIR=$(mktemp -d) npx tsx e2e/scripts/console-reports-shots.ts [baseUrl] [outDir]
 */
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { apiLogin } from '../fixtures/users';
import { deviceShot, launchBrowser, LANGUAGES, newScreenPage } from './lib/screens';
import { json, staffApi } from './lib/staff-api';

const base = process.argv[2] ?? 'http://127.0.0.1:3203';
const out = process.argv[3] ?? '/tmp/shots-reports';
mkdirSync(out, { recursive: true });

const admin = await staffApi(base);
const { api, staff } = admin;

interface Card {
  slug: string;
  profile_code: string;
  full_name: string;
  thumbnail: string | null;
  created_on: string;
  verification_status: string;
}
async function listFor(token: string): Promise<Card[]> {
  const all: Card[] = [];
  for (let page = 1; page <= 3; page++) {
    const res = await api.get(`/api/profiles/list/?page=${page}`, {
      headers: { authorization: `Token ${token}` },
    });
    if (!res.ok()) break;
    const body = (await res.json()) as { results: Card[]; next: string | null };
    all.push(...body.results);
    if (!body.next) break;
  }
  return all;
}

/** Logs a demo person in by profile code: the admin's people search gives the username. */
async function loginByCode(code: string) {
  const found = await json<{ results: { username: string }[] }>(
    await api.get(`/api/admin/people/?q=${code}`, { headers: staff }),
    `people ${code}`,
  );
  return apiLogin(api, found.results[0]!.username, 'rishta123');
}

const evidence = (text: string) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="540" height="960"><rect width="100%" height="100%" fill="#ece5dd"/>` +
        `<rect x="30" y="120" rx="14" width="470" height="150" fill="#fff"/>` +
        `<text x="50" y="175" font-family="sans-serif" font-size="28" fill="#222">${text}</text>` +
        `<text x="50" y="230" font-family="sans-serif" font-size="22" fill="#888">10:42 pm</text></svg>`,
    ),
  )
    .png()
    .toBuffer();

async function report(
  token: string,
  slug: string,
  reason: string,
  description: string | null,
  proof: string,
) {
  const res = await api.post('/api/profiles/report-profile/', {
    headers: { authorization: `Token ${token}` },
    multipart: {
      reason,
      'user-slug': slug,
      ...(description ? { description } : {}),
      file: { name: 'proof.png', mimeType: 'image/png', buffer: await evidence(proof) },
    },
  });
  console.log('report', slug, res.status(), res.ok() ? '' : await res.text());
}

const imran = await apiLogin(api, '9000000001', 'rishta123');
const ayesha = await apiLogin(api, '9000000002', 'rishta123');
const women = await listFor(imran.token);
const men = await listFor(ayesha.token);
const withPhoto = women.filter((w) => w.thumbnail && w.slug !== 'ayesha-siddiqui-rm100002');
const withoutPhoto = women.filter((w) => !w.thumbnail && w.slug !== 'ayesha-siddiqui-rm100002');
const [broker, warned, blocked] = withPhoto;
const abusive = withoutPhoto[0]!;
const otherMan = await loginByCode(
  men.find((m) => m.slug !== 'imran-qureshi-rm100001' && m.verification_status === 'Verified')!.profile_code,
);

await report(
  imran.token,
  broker!.slug,
  'This is a broker',
  'She asked me to pay a "registration fee" of ₹5,000 before she would share her family details.',
  'Pay Rs 5000 first, then we talk',
);
await report(
  otherMan.token,
  broker!.slug,
  'Spam (Annoying with calls or messages)',
  'Calls from different numbers asking for money.',
  'Send the fee today please',
);
await report(
  imran.token,
  abusive.slug,
  'This user is Abusing',
  'Used abusive language when I declined.',
  'Abusive message',
);
await report(
  imran.token,
  warned!.slug,
  'Other (Describe in detail)',
  "Her photos look like they were taken from an actress's page.",
  'Photo copied',
);
await report(imran.token, blocked!.slug, 'Wrong information provided', null, 'Different age');
await report(
  ayesha.token,
  men[1]!.slug,
  'This profile has got married',
  'He told me he got married last month.',
  'Married last month',
);

// Two groups decided, so the Handled tab has something to show.
const queue = await json<{ results: { profile: { id: number; profile_code: string } }[] }>(
  await api.get('/api/admin/reports/?status=open', { headers: staff }),
  'queue',
);
const idOf = (code: string) => queue.results.find((g) => g.profile.profile_code === code)!.profile.id;
await json(
  await api.post(`/api/admin/reports/profiles/${idOf(warned!.profile_code)}/handle/`, {
    headers: staff,
    data: {
      action: 'warn',
      note: 'First warning; photos to be checked again next week.',
      message: 'Please upload only your own photos.',
    },
  }),
  'warn',
);
await json(
  await api.post(`/api/admin/reports/profiles/${idOf(blocked!.profile_code)}/handle/`, {
    headers: staff,
    data: {
      action: 'block',
      note: 'Age and city do not match her ID.',
      reason: 'Your account is blocked because your profile details are not true.',
    },
  }),
  'block',
);

// Deletion requests from profiles older than 7 days.
const old = women
  .filter(
    (w) => Date.now() - Date.parse(w.created_on) > 8 * 86_400_000 && w.slug !== 'ayesha-siddiqui-rm100002',
  )
  .filter((w) => ![broker, warned, blocked, abusive].some((x) => x?.slug === w.slug))
  .slice(0, 3);
const reasons = [
  ['Marriage/Proposal fixed from the product', null],
  ['Others', 'I am moving abroad for work and do not want my details online.'],
  ['Not interested anymore', null],
] as const;
for (const [i, w] of old.entries()) {
  const person = await loginByCode(w.profile_code);
  const [reason, details] = reasons[i]!;
  const res = await api.patch(`/api/profiles/update/${person.profileId}/`, {
    headers: { authorization: `Token ${person.token}` },
    data: { reason_to_delete: reason, ...(details ? { details } : {}) },
  });
  console.log('deletion', w.profile_code, res.status(), res.ok() ? '' : await res.text());
}

const browser = await launchBrowser();
for (const device of ['phone', 'desktop'] as const) {
  for (const language of LANGUAGES) {
    const page = await newScreenPage(browser, device, language, admin.session);
    const shot = deviceShot(page, out, device, language, 500);
    await page.goto(`${base}/admin/reports`, { waitUntil: 'networkidle' });
    await page.getByRole('article').first().waitFor();
    await shot('reports');

    // The dialogs, on the first card.
    const first = page.getByRole('article').first();
    const buttons = first.getByRole('button');
    await buttons.filter({ hasText: language === 'en' ? 'Block account' : 'اکاؤنٹ بلاک کریں' }).click();
    const dialog = page.getByRole('dialog');
    const boxes = dialog.getByRole('textbox');
    await boxes.nth(0).fill('Your account is blocked because you asked members for money.');
    await boxes.nth(1).fill('Two reports of fees; confirmed by phone.');
    await shot('block-form', false);
    await dialog.locator('button[type=submit]').click();
    await shot('block-confirm', false);
    await page.keyboard.press('Escape');
    await buttons.filter({ hasText: language === 'en' ? 'Remove a photo' : 'ایک تصویر ہٹائیں' }).click();
    await page.getByRole('dialog').getByRole('radio').first().check();
    await shot('remove-photo', false);
    await page.keyboard.press('Escape');
    await first.locator('li button').first().click();
    await shot('evidence', false);
    await page.keyboard.press('Escape');

    await page.goto(`${base}/admin/reports?status=handled`, { waitUntil: 'networkidle' });
    await page.getByRole('article').first().waitFor();
    await shot('reports-handled');

    await page.goto(`${base}/admin/deletions`, { waitUntil: 'networkidle' });
    await page.getByRole('article').first().waitFor();
    await shot('deletions');
    if (await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)) {
      console.log('HORIZONTAL SCROLL on deletions', device, language);
    }
    await page.getByRole('article').first().getByRole('button').click();
    const code =
      (await page.getByRole('article').first().locator('.mantine-Badge-root').first().textContent()) ?? '';
    await page.getByRole('dialog').getByRole('textbox').fill(code);
    await shot('erase', false);
    await page.keyboard.press('Escape');
    await page.context().close();
  }
}
await browser.close();
await api.dispose();
