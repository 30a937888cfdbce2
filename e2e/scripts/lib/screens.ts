// What every screenshot script shares (they are for a person to look at, not tests): the two
// widths, the languages, a page in a language (and signed in to the console), and a shot that
// also prints the page's serious axe findings and whether it scrolls sideways (or, lighter, only
// the latter). (The console's scripts set their data up through the API with ./staff-api.ts.)
import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type Page } from '@playwright/test';
import { axeViolations, seriousFindings } from '../../fixtures/axe';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../fixtures/chromium';

export const DEVICES = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 412, height: 915 },
} as const;
export type Device = keyof typeof DEVICES;

/** LANGS=en,ur,hi picks the languages; English and Urdu (right to left) by default. */
export const LANGUAGES = (process.env.LANGS ?? 'en,ur').split(',');

/** Every device and language, phone last, for `for (const [device, language] of COMBINATIONS)`. */
export const COMBINATIONS = (Object.keys(DEVICES) as Device[]).flatMap((device) =>
  LANGUAGES.map((language) => [device, language] as const),
);

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/** What the console keeps in localStorage for a signed-in staff member (kit's staff session). */
export const staffSessionJson = (token: string, username: string, role = 'admin') =>
  JSON.stringify({ token, username, role, expiresAt: new Date(Date.now() + 3_600_000).toISOString() });

/** A fresh page at `device`'s width, in `language`, signed in to the console when given a session. */
export async function newScreenPage(
  browser: Browser,
  device: Device,
  language: string,
  staffSession?: string,
) {
  const context = await browser.newContext({
    viewport: DEVICES[device],
    deviceScaleFactor: 1,
    isMobile: device === 'phone',
    hasTouch: device === 'phone',
  });
  await context.addInitScript(
    ([lang, session]) => {
      localStorage.setItem('rishta.language', lang!);
      if (session) localStorage.setItem('rishta.staffSession', session);
    },
    [language, staffSession ?? ''],
  );
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  return page;
}

/**
 * `shot(name, fullPage = true)` for a page at one device and language: after `settle` ms, saves
 * `<out>/<device>-<language>-<name>.png` and prints that name, marked when the page scrolls
 * sideways. (`shooter` below also runs axe on every shot.)
 */
export function deviceShot(page: Page, out: string, device: Device, language: string, settle: number) {
  return async (name: string, fullPage = true) => {
    await page.waitForTimeout(settle);
    const file = `${device}-${language}-${name}`;
    await page.screenshot({ path: `${out}/${file}.png`, fullPage });
    const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    console.log(`${file}${wide ? '  (SCROLLS SIDEWAYS)' : ''}`);
  };
}

export interface ShotOptions {
  /** Also save the first screen alone, as `<name>-top.png`. */
  top?: boolean;
  /** How long the page settles before the shot, in ms (500). */
  settle?: number;
  /** The whole page (the default), or the first screen only. */
  fullPage?: boolean;
  /** Print the axe findings (the default); without, just the file's name. */
  checks?: boolean;
}

/**
 * `shoot(page, name)` saves `<out>/<name>.png` (the whole page; with `top`, also the first screen
 * as `<name>-top.png`) and prints the serious axe findings and a sideways scroll, if any.
 */
export function shooter(
  out: string,
  { top = false, settle = 500, fullPage = true, checks = true }: ShotOptions = {},
) {
  mkdirSync(out, { recursive: true });
  return async (page: Page, name: string) => {
    await page.waitForTimeout(settle);
    await page.screenshot({ path: `${out}/${name}.png`, fullPage });
    if (top) await page.screenshot({ path: `${out}/${name}-top.png` });
    if (checks) await printChecks(page, name);
    else console.log(`${name}.png`);
  };
}

/** The page's serious or critical axe findings, and whether it scrolls sideways. */
export async function printChecks(page: Page, name: string) {
  const serious = seriousFindings(await axeViolations(page));
  const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  console.log(name, serious.length === 0 ? 'axe: clean' : serious, wide ? 'SCROLLS SIDEWAYS' : '');
}
