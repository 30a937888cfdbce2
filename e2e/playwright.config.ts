import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN } from './fixtures/admin-account';
import { FAKE_PROVIDER_PORTS, FAKE_PROVIDERS_URL, providerEnv } from './fixtures/fake-providers';
import { PINNED_CLOCK } from './fixtures/server-clock';

const PORT = Number(process.env.E2E_PORT ?? 3100);
// A fresh data directory per run: the app starts empty and seeds its demo data, as for a new user.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'rishta-e2e-'));
// The workers inherit it: fixtures keep the staff authenticator secrets of the run there.
process.env.E2E_DATA_DIR = dataDir;
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 412, height: 915 }, defaultBrowserType: 'chromium' },
      // The desktop journeys belong to the desktop project only; at 412 px they would run twice.
      testIgnore: /.*\.desktop\.spec\.ts/,
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
      testMatch: /.*\.desktop\.spec\.ts/,
    },
  ],
  webServer: [
    {
      // The SMS and e-mail providers (issue 28): a fake MSG91 Flow API and an SMTP server that
      // keep what they receive for the fixtures (fixtures/fake-providers.ts).
      name: 'providers',
      command: 'node --import tsx scripts/fake-providers.ts',
      url: `${FAKE_PROVIDERS_URL}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        E2E_SMS_PORT: String(FAKE_PROVIDER_PORTS.http),
        E2E_SMTP_PORT: String(FAKE_PROVIDER_PORTS.smtp),
      },
    },
    {
      name: 'app',
      command: 'npm run serve --prefix ..',
      url: `http://127.0.0.1:${PORT}/api/ready`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'development',
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DEMO_PROFILES: '120',
        LOG_LEVEL: 'warn',
        // Fixtures that create people send each one's own X-Forwarded-For (fixtures/users.ts), as
        // the one proxy in front of the server would (a blanket `true` is refused, decision 045).
        TRUST_PROXY: '1',
        // E2E_CLOCK=02:00 (or 14:00) runs the whole suite at that India time (issue 10).
        ...(PINNED_CLOCK ? { DEV_CLOCK: PINNED_CLOCK } : {}),
        // Tests moderate through the admin API (block, approve, verify) as an admin would.
        ADMIN_USERNAME: E2E_ADMIN.username,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        // OTPs go out as in a real deployment, through MSG91 and SMTP, to the providers above; the
        // development outbox stays empty.
        ...providerEnv(),
      },
    },
  ],
});
