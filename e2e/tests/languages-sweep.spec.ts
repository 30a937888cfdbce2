// Issue 30: every page a person meets, in each of the 12 languages, at phone width: no
// translation key on screen, nothing wider than the screen, no serious accessibility finding, the
// main heading in the language (not English) and the language's own web font in use. English pages
// load no font file at all.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { LANGUAGE_CODES, type LanguageCode } from '@rishta/domain';
import { expectAccessible } from '../fixtures/axe';
import { createStaff, signInToConsole } from '../fixtures/console';
import { expect, test } from '../fixtures/test';
import { apiLogin, DEMO_FEMALE, DEMO_MALE } from '../fixtures/users';

const LOCALES = join(import.meta.dirname, '../../apps/web/src/i18n/locales/en');

/** Every English key as the page would show it if a text were missing (`nav.login`). */
function englishKeys(): string[] {
  const keys: string[] = [];
  const walk = (tree: Record<string, unknown>, prefix: string) => {
    for (const [key, value] of Object.entries(tree)) {
      const path = `${prefix}${key}`;
      if (typeof value === 'object' && value) walk(value as Record<string, unknown>, `${path}.`);
      else if (path.includes('.')) keys.push(path.replace(/_(one|other)$/, ''));
    }
  };
  for (const file of readdirSync(LOCALES)) walk(JSON.parse(readFileSync(join(LOCALES, file), 'utf8')), '');
  return [...new Set(keys)];
}
const KEYS = englishKeys();

/** Letters of each language's script: a translated heading contains some. */
const SCRIPT: Record<Exclude<LanguageCode, 'en'>, RegExp> = {
  hi: /[\u0900-\u097f]/,
  mr: /[\u0900-\u097f]/,
  ur: /[\u0600-\u06ff]/,
  bn: /[\u0980-\u09ff]/,
  pa: /[\u0a00-\u0a7f]/,
  gu: /[\u0a80-\u0aff]/,
  or: /[\u0b00-\u0b7f]/,
  ta: /[\u0b80-\u0bff]/,
  te: /[\u0c00-\u0c7f]/,
  kn: /[\u0c80-\u0cff]/,
  ml: /[\u0d00-\u0d7f]/,
};

/**
 * Every axe rule runs on every page in English, Hindi and Urdu (left-to-right and right-to-left,
 * the two scripts most of our readers use); the pages' colours, structure and layout are the same
 * in every language, so the other nine run the rules that depend on the words: names of buttons,
 * links, fields and images, titles, and the page's language. A full run costs 1–4 s a page on
 * these machines, and 9 × 15 of them would add minutes to every CI run for no new finding.
 */
const FULL_AXE = new Set<LanguageCode>(['en', 'hi', 'ur']);
const TEXT_RULES = [
  'html-has-lang',
  'html-lang-valid',
  'valid-lang',
  'document-title',
  'button-name',
  'link-name',
  'label',
  'select-name',
  'input-button-name',
  'image-alt',
  'aria-input-field-name',
  'aria-toggle-field-name',
  'aria-command-name',
  'aria-dialog-name',
  'aria-progressbar-name',
  'empty-heading',
];

interface Stop {
  path: string;
  /** The main heading is a person's name there, not a text of ours. */
  headingIsName?: boolean;
}

const VISITOR_PAGES: Stop[] = [{ path: '/' }, { path: '/login' }, { path: '/signup' }];
const MEMBER_PAGES = (profileSlug: string): Stop[] => [
  { path: '/guidelines' },
  { path: '/book' },
  { path: '/news' },
  { path: '/scholarships' },
  { path: '/about' },
  { path: '/terms-and-conditions' },
  { path: '/feedback' },
  { path: '/profiles' },
  { path: `/profiles/${profileSlug}`, headingIsName: true },
  { path: '/proposals' },
  { path: '/chatindex' },
  { path: '/admin' },
];

/**
 * Opens `path` the way a tap on a link does: inside the running app, without reloading the page.
 * A reload per page would parse the app again and inject axe again (about a second each on these
 * machines, 180 times a run); the pages are the same either way.
 */
async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    document.querySelector('h1')?.setAttribute('data-sweep-left', '');
    history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function checkPage(page: Page, language: LanguageCode, stop: Stop, first: boolean) {
  if (first) await page.goto(stop.path);
  else await openInApp(page, stop.path);
  // The heading of the page just opened, not the one of the page left behind.
  const heading = page.locator('h1:not([data-sweep-left])').first();
  await expect(heading).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  // A dialog the page opens by itself (the sign-up's acknowledgement) is part of what is read.
  const text = await page.locator('body').innerText();
  expect(
    KEYS.filter((key) => text.includes(key)),
    `${stop.path}: translation keys on screen`,
  ).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${stop.path}: wider than the screen`).toBeLessThanOrEqual(1);
  if (language !== 'en') {
    if (!stop.headingIsName)
      expect(await heading.innerText(), `${stop.path}: heading`).toMatch(SCRIPT[language]);
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.fonts].some(
            (face) => face.family.includes('Rishta Script') && face.status === 'loaded',
          ),
        ),
      )
      .toBe(true);
  } else {
    const fonts = await page.evaluate(() =>
      performance.getEntriesByType('resource').filter((entry) => /\.(woff2?|ttf|otf)(\?|$)/.test(entry.name)),
    );
    expect(fonts, `${stop.path}: English pages load no font`).toEqual([]);
  }
  await expectAccessible(page, FULL_AXE.has(language) ? undefined : TEXT_RULES);
}

/** Checks each page in turn in one tab: the first one loaded, the others opened inside the app. */
async function checkPages(page: Page, language: LanguageCode, stops: Stop[]) {
  for (const [index, stop] of stops.entries()) await checkPage(page, language, stop, index === 0);
}

async function contextIn(
  browser: Browser,
  baseURL: string | undefined,
  language: LanguageCode,
  storage?: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    ...(storage ? { storageState: JSON.parse(storage) } : {}),
    viewport: { width: 412, height: 915 },
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript((code) => localStorage.setItem('rishta.language', code), language);
  return context;
}

// One signed-in browser state per worker (the demo member and a moderator on that worker's own
// server), reused by every language.
let memberStorage = '';
let profileSlug = '';

test.describe.configure({ mode: 'parallel' });

test.beforeAll(async ({ browser, request, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInToConsole(page, request, await createStaff(request));
  const member = await apiLogin(request, DEMO_MALE.username, DEMO_MALE.password);
  await page.evaluate((stored) => localStorage.setItem('rishta.session', JSON.stringify(stored)), {
    token: member.token,
    profileId: member.profileId,
    slug: member.slug,
    username: DEMO_MALE.username,
  });
  profileSlug = (await apiLogin(request, DEMO_FEMALE.username, DEMO_FEMALE.password)).slug;
  memberStorage = JSON.stringify(await context.storageState());
  await context.close();
});

for (const language of LANGUAGE_CODES) {
  test(`every page reads in ${language}`, async ({ browser, baseURL }) => {
    test.setTimeout(300_000);
    const visitor = await contextIn(browser, baseURL, language);
    const visitorPage = await visitor.newPage();
    await checkPages(visitorPage, language, VISITOR_PAGES);
    await visitor.close();

    const member = await contextIn(browser, baseURL, language, memberStorage);
    const memberPage = await member.newPage();
    await checkPages(memberPage, language, MEMBER_PAGES(profileSlug));
    await member.close();
  });
}
