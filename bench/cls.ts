/**
 * Cumulative Layout Shift of the main pages on a slow phone (issue 11: target < 0.05). It starts
 * the built app on an empty data directory (run `npm run build` first), opens each page in
 * Chromium at 412 px with the CPU slowed 4x, sums the layout-shift entries a PerformanceObserver
 * sees (those without recent input, as the CLS metric counts them) until the page has settled,
 * and fails when one is over the budget.
 *
 *   npm run cls -w @rishta/bench -- [--budget 0.05] [--port 3190]
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/fixtures/chromium';
import { waitForReady } from './api-server';

function arg(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at > 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a number`);
  return value;
}

const BUDGET = arg('budget', 0.05);
const PORT = arg('port', 3190);
const BASE = `http://127.0.0.1:${PORT}`;
const DEMO = { username: '9000000001', password: 'rishta123' };

/** Registered before any page script, so every shift from the first paint on is counted. */
const OBSERVE_SHIFTS = `
  window.__cls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;

async function measure(page: Page, path: string): Promise<number> {
  await page.goto(`${BASE}${path}`, { waitUntil: 'networkidle' });
  // Late images and fonts settle; nothing is clicked or scrolled.
  await page.waitForTimeout(1500);
  return page.evaluate<number>('window.__cls');
}

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'rishta-cls-'));
  const server = spawn('npm', ['run', 'serve', '--prefix', '..'], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, NODE_ENV: 'development' },
    stdio: 'ignore',
    detached: true,
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    await waitForReady(BASE, server);
    const login = await fetch(`${BASE}/api/profiles/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO),
    });
    const session = (await login.json()) as { token: string; profile_id: number; slug: string };
    const list = (await (await fetch(`${BASE}/api/profiles/list/?gender=Female`)).json()) as {
      results: { slug: string }[];
    };
    const other = list.results[0]?.slug;
    if (!other) throw new Error('no listed profile to open');

    const pages: { name: string; path: string; loggedIn: boolean }[] = [
      { name: 'home', path: '/', loggedIn: false },
      { name: 'search', path: '/profiles', loggedIn: false },
      { name: 'categories', path: '/categories', loggedIn: false },
      { name: 'search (logged in)', path: '/profiles', loggedIn: true },
      { name: 'profile', path: `/profiles/${other}`, loggedIn: true },
      { name: 'for you', path: '/for-you', loggedIn: true },
    ];
    const results: { page: string; cls: number; ok: boolean }[] = [];
    for (const { name, path, loggedIn } of pages) {
      const context = await browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: true });
      await context.addInitScript({ content: OBSERVE_SHIFTS });
      if (loggedIn) {
        const stored = {
          token: session.token,
          profileId: session.profile_id,
          slug: session.slug,
          username: DEMO.username,
        };
        await context.addInitScript({
          content: `localStorage.setItem('rishta.session', ${JSON.stringify(JSON.stringify(stored))});`,
        });
      }
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const cls = await measure(page, path);
      results.push({ page: name, cls: Math.round(cls * 1000) / 1000, ok: cls < BUDGET });
      await context.close();
    }
    console.table(results);
    const over = results.filter((r) => !r.ok);
    if (over.length) {
      console.error(`CLS over ${BUDGET}: ${over.map((r) => r.page).join(', ')}`);
      process.exitCode = 1;
    } else {
      console.log(`CLS under ${BUDGET} on every page`);
    }
  } finally {
    await browser.close();
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
