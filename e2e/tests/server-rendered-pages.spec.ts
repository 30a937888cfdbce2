// Issue 31: the public pages come drawn in their HTML (the server renders them as a logged-out
// visitor sees them), in the visitor's language, and the browser takes them over without
// redrawing. Nothing a visitor may not see is ever in that HTML.
import type { APIRequestContext, ConsoleMessage } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { apiLogin, DEMO_FEMALE, DEMO_MALE, loginInBrowser } from '../fixtures/users';

/** The pages drawn on the server (apps/web/src/entry-server.tsx), each with a text it must hold. */
const RENDERED: { path: string; text: RegExp }[] = [
  { path: '/', text: /free/i },
  { path: '/guidelines', text: /guidelines/i },
  { path: '/book', text: /books/i },
  { path: '/news', text: /news/i },
  { path: '/scholarships', text: /scholarship/i },
  { path: '/about', text: /about/i },
  { path: '/terms-and-conditions', text: /terms/i },
  { path: '/feedback', text: /feedback/i },
  { path: '/categories', text: /categor/i },
  { path: '/profiles', text: /search/i },
  { path: '/new-profiles', text: /new/i },
  { path: '/no-such-page', text: /not found|404/i },
];

/** Fields that never reach a logged-out visitor (DESIGN.md §5.3, and the owner-only ones). */
const HIDDEN_FIELDS = [
  'contact_number',
  'whatsapp_number',
  'email',
  'private_contact',
  'username',
  'view_count',
  'verification_remarks',
];

const isRendered = (html: string) => html.includes('id="rishta-rendered-page"');
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'));

/** The state the page was drawn with (the JSON the browser hydrates from), or null. */
function renderedState(html: string): { preload?: string[] } | null {
  const json = /<script id="rishta-rendered-page" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  return JSON.parse(json ?? 'null') as { preload?: string[] } | null;
}

/** Every key of the answers the page was drawn with. */
function stateKeys(html: string): Set<string> {
  const keys = new Set<string>();
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) {
        keys.add(key);
        walk(inner);
      }
  };
  walk(renderedState(html));
  return keys;
}

async function page(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const res = await request.get(path, { headers: { accept: 'text/html', ...headers } });
  expect(res.status(), path).toBe(200);
  return res.text();
}

test('every public page comes drawn in its HTML; pages behind a login come as the app shell', async ({
  request,
}) => {
  for (const { path, text } of RENDERED) {
    const html = await page(request, path);
    expect(isRendered(html), path).toBe(true);
    expect(text.test(rootOf(html)), `${path} reads ${text}`).toBe(true);
  }
  for (const path of ['/login', '/signup', '/favourite', '/proposals', '/chatindex', '/admin']) {
    const html = await page(request, path);
    expect(isRendered(html), path).toBe(false);
    expect(html, path).toContain('<div id="root"></div>');
  }
  // A device with a login stored says so (a hint cookie the app sets): the page drawn for a
  // visitor would only be replaced there, so it gets the app shell.
  expect(isRendered(await page(request, '/', { cookie: 'rishta.signed-in=1' }))).toBe(false);
  // The home page's numbers and first cards are in the HTML: no waterfall before they show.
  const home = await page(request, '/');
  const total = ((await (await request.get('/api/summary/')).json()) as { totalProfile: number })
    .totalProfile;
  expect(rootOf(home).includes(new Intl.NumberFormat('en-IN').format(total))).toBe(true);
});

test('a page is drawn in the language of the cookie, else of the browser', async ({ request }) => {
  const urdu = await page(request, '/', { cookie: 'rishta.language=ur' });
  expect(urdu).toMatch(/<html lang="ur" dir="rtl"[ >]/);
  const hindi = await page(request, '/guidelines', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
  expect(hindi).toMatch(/<html lang="hi" dir="ltr"[ >]/);
  // The cookie (the choice made on the site) wins over the browser's languages.
  const chosen = await page(request, '/guidelines', {
    cookie: 'rishta.language=en',
    'accept-language': 'hi',
  });
  expect(chosen).toMatch(/<html lang="en" dir="ltr"[ >]/);
  const english = await page(request, '/guidelines', { 'accept-language': 'fr-FR' });
  expect(english).toMatch(/<html lang="en" dir="ltr"[ >]/);
});

test('no contact detail, unblurred photo or hidden field is ever in a drawn page', async ({ request }) => {
  // What only a logged-in viewer or the owner may see: the demo users' own contacts, and the
  // unblurred photos of women's profiles as a logged-in man sees them.
  const secrets = new Set<string>();
  for (const owner of [DEMO_MALE, DEMO_FEMALE]) {
    const { token, slug } = await apiLogin(request, owner.username, owner.password);
    const own = (await (
      await request.get(`/api/profiles/detail-slug/${slug}/?skip-update=true`, {
        headers: { authorization: `Token ${token}` },
      })
    ).json()) as Record<string, unknown>;
    for (const field of ['contact_number', 'whatsapp_number', 'email']) {
      const value = own[field];
      if (typeof value === 'string' && value.length >= 6) secrets.add(value);
    }
  }
  expect(secrets.size).toBeGreaterThanOrEqual(2);

  const viewer = await apiLogin(request, DEMO_MALE.username, DEMO_MALE.password);
  const women = (await (
    await request.get('/api/profiles/list/?gender=Female&page=1', {
      headers: { authorization: `Token ${viewer.token}` },
    })
  ).json()) as { results: { slug: string; thumbnail: string | null }[] };
  const withPhotos = women.results.filter((card) => card.thumbnail).slice(0, 5);
  expect(withPhotos.length).toBeGreaterThan(0);
  const photoPath = (url: string) => new URL(url, 'http://x').pathname;
  for (const card of withPhotos) {
    secrets.add(photoPath(card.thumbnail!));
    const detail = (await (
      await request.get(`/api/profiles/detail-slug/${card.slug}/?skip-update=true`, {
        headers: { authorization: `Token ${viewer.token}` },
      })
    ).json()) as Record<string, unknown>;
    for (const slot of ['photo_1', 'photo_2', 'photo_3']) {
      const url = detail[slot];
      if (typeof url === 'string' && url) secrets.add(photoPath(url));
    }
  }

  const pages = [
    ...RENDERED.map(({ path }) => path),
    '/profiles?gender=Female',
    '/new-profiles',
    ...withPhotos.map((card) => `/profiles/${card.slug}`),
  ];
  for (const path of pages) {
    for (const headers of [{}, { cookie: 'rishta.language=ur' }] as Record<string, string>[]) {
      const html = await page(request, path, headers);
      expect(isRendered(html), path).toBe(true);
      for (const secret of secrets) expect(html.includes(secret), `${path} holds ${secret}`).toBe(false);
      const keys = stateKeys(html);
      for (const field of HIDDEN_FIELDS) expect(keys.has(field), `${path} holds ${field}`).toBe(false);
    }
  }
});

test('the browser takes a drawn page over without drawing it again', async ({ page: tab }) => {
  const problems: string[] = [];
  // main.tsx says so on the console when a part had to be drawn again (a hydration mismatch), and
  // the content security policy reports a refused inline script there too. (Pictures from other
  // sites, which this machine cannot reach, fail to load there as well: they are not counted.)
  const watch = (message: ConsoleMessage) => {
    const text = message.text();
    if (message.type() === 'error' && !text.startsWith('Failed to load resource'))
      problems.push(`${new URL(tab.url()).pathname}: ${text}`);
  };
  tab.on('console', watch);
  tab.on('pageerror', (error) => problems.push(`${new URL(tab.url()).pathname}: ${error.message}`));
  for (const path of ['/', '/profiles', '/guidelines', '/categories', '/book', '/news', '/new-profiles']) {
    await tab.goto(path);
    // Hydrated: the menu button works (it opens the drawer, whose code loads on first use).
    await tab.getByRole('button', { name: 'Open menu' }).click();
    await expect(tab.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await tab.keyboard.press('Escape');
  }
  expect(problems).toEqual([]);
});

test('a drawn page names the scripts that bring it alive, and the browser fetches them at once', async ({
  page: tab,
  request,
}) => {
  // Decision 065: the page's route, the parts drawn in it and its language files, named by the
  // server, not discovered by the browser one level at a time as it hydrates.
  const preload = renderedState(await page(request, '/'))?.preload ?? [];
  for (const part of [/\/home-page-[\w-]+\.js$/, /\/site-footer-[\w-]+\.js$/, /\/home-[\w-]+\.js$/])
    expect(
      preload.some((file) => part.test(file)),
      `${part} named`,
    ).toBe(true);
  for (const file of preload) expect((await request.get(file)).status(), file).toBe(200);

  const fetched: string[] = [];
  tab.on('request', (req) => {
    if (preload.includes(new URL(req.url()).pathname)) fetched.push(new URL(req.url()).pathname);
  });
  await tab.goto('/');
  await expect(tab.getByRole('button', { name: 'Open menu' })).toBeVisible();
  expect(new Set(fetched)).toEqual(new Set(preload));
  // Named as module preloads in the page's head, all at once after the first paint.
  const linked = await tab.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (link) => new URL(link.href).pathname,
    ),
  );
  expect(preload.every((file) => linked.includes(file))).toBe(true);
});

test('a logged-in device gets the app shell, never the page drawn for visitors', async ({ page: tab }) => {
  await loginInBrowser(tab, DEMO_MALE);
  // The app keeps its hint cookie in step with the stored login, from its next start.
  await tab.reload();
  const response = await tab.goto('/profiles');
  expect(isRendered((await response!.text()) ?? '')).toBe(false);
  await expect(tab.getByRole('link', { name: 'My Profile' })).toBeVisible();
  // Logging out drops the hint: the next page comes drawn again.
  await tab.getByRole('button', { name: 'Open menu' }).click();
  await tab.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Logout' }).click();
  await expect(tab.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  expect(isRendered((await (await tab.goto('/profiles'))!.text()) ?? '')).toBe(true);
});
