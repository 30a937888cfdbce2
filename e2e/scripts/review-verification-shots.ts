/**
 * Screenshots of the console's profile review (/admin/new-profiles/:code) and Verification screens
 * (issue 13) with data made through the API: a pending profile with a blocked word, photos, an
 * earlier rejection and two likely duplicates; three people who sent an ID document. Not a test.
 * Start a server with DEMO_PROFILES=60 first, then:
 *   E2E_DATA_DIR=$(mktemp -d) npx tsx e2e/scripts/review-verification-shots.ts [baseUrl] [outDir]
 */
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { createUser, type TestUser } from '../fixtures/users';
import { deviceShot, launchBrowser, LANGUAGES, newScreenPage } from './lib/screens';
import { ok, staffApi } from './lib/staff-api';

const base = process.argv[2] ?? 'http://127.0.0.1:3202';
const out = process.argv[3] ?? '/tmp/shots-review';
mkdirSync(out, { recursive: true });

const admin = await staffApi(base);
const { api, staff } = admin;

/** A plain picture standing in for a photo or an ID card. */
const picture = (width: number, height: number, fill: string, lines: string[]) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
        `<rect width="100%" height="100%" fill="${fill}"/>` +
        lines
          .map(
            (line, i) =>
              `<text x="40" y="${90 + i * 60}" font-family="sans-serif" font-size="40" fill="#222">${line}</text>`,
          )
          .join('') +
        `</svg>`,
    ),
  )
    .jpeg()
    .toBuffer();

const upload = async (user: TestUser, slot: string, buffer: Buffer) =>
  ok(
    await api.post(`/api/profiles/upload/${user.profileId}/${slot}`, {
      headers: { authorization: `Token ${user.token}` },
      multipart: { file: { name: 'file.jpg', mimeType: 'image/jpeg', buffer } },
    }),
    `upload ${slot}`,
  );

// The profile to review: a blocked word in its text (blocked after sign-up, as happens when an
// admin adds one), photos, an earlier rejection it was edited after, and two likely duplicates.
// A second run on the same server: the word must not be blocked yet when the profile is made.
const KEYWORD = 'agent';
const blocked = (await (
  await ok(await api.get('/api/admin/content/blocked-keywords/', { headers: staff }), 'keywords')
).json()) as { results: { id: number; keyword: string }[] };
for (const { id } of blocked.results.filter((k) => k.keyword === KEYWORD)) {
  await ok(await api.delete(`/api/admin/content/blocked-keywords/${id}/`, { headers: staff }), 'unblock');
}
const shared = `98${String(Date.now()).slice(-8)}`;
const nazia = await createUser(api, {
  gender: 'Female',
  fullName: 'Nazia Khan',
  extra: {
    contact_number: shared,
    extra_information: 'My uncle is an agent. Contact the agent for a quick rishta, fees apply.',
    expectations: 'Looking for an educated, God-fearing man from a good family.',
  },
});
await upload(nazia, '0', await picture(600, 800, '#d8c3a5', ['Photo 1', 'Nazia Khan']));
await upload(nazia, '1', await picture(600, 800, '#a5c3d8', ['Photo 2']));
await createUser(api, { gender: 'Female', fullName: 'Nazia Parveen', extra: { contact_number: shared } });
await createUser(api, { gender: 'Female', fullName: 'Nazia Khan' });
await ok(
  await api.post(`/api/admin/profiles/${nazia.profileCode}/reject/`, {
    headers: staff,
    data: { reason: 'Please add your education details.' },
  }),
  'reject',
);
await ok(
  await api.patch(`/api/profiles/update/${nazia.profileId}/`, {
    headers: { authorization: `Token ${nazia.token}` },
    data: { hobbies: 'Reading, cooking' },
  }),
  'edit',
);
const keyword = await api.post('/api/admin/content/blocked-keywords/', {
  headers: staff,
  data: { keyword: KEYWORD },
});
console.log('keyword', keyword.status());

// People who sent an ID document.
for (const [name, gender] of [
  ['Salman Ahmed', 'Male'],
  ['Farheen Qureshi', 'Female'],
  ['Arif Hussain', 'Male'],
] as const) {
  const person = await createUser(api, { gender, fullName: name });
  await upload(person, '0', await picture(600, 800, '#cfe3cf', ['Profile photo', name]));
  await upload(
    person,
    'docs',
    await picture(1000, 630, '#f3f0e6', ['GOVERNMENT OF INDIA', name, 'DOB: 1995', 'XXXX XXXX 4321']),
  );
}

const browser = await launchBrowser();
for (const device of ['phone', 'desktop'] as const) {
  for (const language of LANGUAGES) {
    const page = await newScreenPage(browser, device, language, admin.session);
    const shot = deviceShot(page, out, device, language, 600);
    await page.goto(`${base}/admin/new-profiles/${nazia.profileCode}`, { waitUntil: 'networkidle' });
    await shot('review');
    await page.goto(`${base}/admin/verification`, { waitUntil: 'networkidle' });
    await shot('verification');
    if (device === 'desktop' && language === 'en') {
      await page.goto(`${base}/admin/new-profiles/${nazia.profileCode}`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Enlarge photo 1' }).click();
      await shot('review-photo', false);
      await page.keyboard.press('Escape');
      await page.goto(`${base}/admin/verification`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Zoom in' }).click();
      await page.getByRole('button', { name: 'Zoom in' }).click();
      await shot('verification-zoom', false);
      await page.getByRole('button', { name: 'Reject', exact: true }).click();
      await page.getByRole('button', { name: 'Reject document' }).click();
      await shot('verification-reject', false);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.getByText('now has the verified badge').waitFor();
      await shot('verification-verified', false);
    }
    await page.context().close();
  }
}
await browser.close();
await api.dispose();
