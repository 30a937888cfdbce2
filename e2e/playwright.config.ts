import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { E2E_ADMIN } from './fixtures/admin-account';
import { appServer, E2E_WORKERS } from './fixtures/app-servers';
import { E2E_POSTGRES_URL } from './fixtures/e2e-databases';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from './fixtures/chromium';
import { FAKE_PROVIDER_PORTS, FAKE_PROVIDERS_URL, providerEnv } from './fixtures/fake-providers';
import { PINNED_CLOCK } from './fixtures/server-clock';

// Each app server starts empty in its own data directory, on its own new database: one of its own
// on the PostgreSQL server of DATABASE_URL (or E2E_DATABASE_URL) when there is one, as CI and the
// acceptance tests run, else the embedded one (fixtures/e2e-databases.ts). The shell's database
// and Redis must not reach the servers themselves: they inherit this process's environment, and
// two servers on one database would share their demo data, staff accounts and clock.
for (const shared of ['DATABASE_URL', 'DATABASE_READ_URL', 'REDIS_URL']) delete process.env[shared];

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Files are spread over the workers; each worker has its own app server and data directory
  // (fixtures/app-servers.ts), so journeys that move the server clock never meet.
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  // A run that has gone wrong (a server down, a machine overloaded) stops after ten failures
  // instead of timing out test by test for an hour: CI has 90 minutes in all.
  maxFailures: process.env.CI ? 10 : 0,
  reporter: [['list']],
  // Drops the run's PostgreSQL databases, if it made any.
  globalTeardown: E2E_POSTGRES_URL ? './fixtures/drop-e2e-databases.ts' : undefined,
  use: {
    // baseURL is each worker's own server (fixtures/test.ts).
    // Tracing every test (to keep only the failures) doubled the suite's time: the browser
    // recorded a screencast of every action. A failing test's retry is traced instead.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The service worker precaches the whole app (some 600 files) in every new browser context,
    // which made each test download it again. Only the offline journeys need it and allow it.
    serviceWorkers: 'block',
    // The browser asks for less motion, as many phones are set to: dialogs, drawers and menus
    // appear at once (theme.ts), so no step waits out a transition or paints its frames, and the
    // drawn-pages journey checks that such a phone takes the server's page over as drawn.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: HEADLESS_SHELL_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'phone',
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 412, height: 915 },
        // A phone's layout at one device pixel per CSS pixel (decision 064): the Pixel 7's 2.625
        // made the browser paint seven times the pixels, in software, for the same layout, and was
        // a quarter of the suite's browser time. The screenshot scripts draw at 1 too.
        deviceScaleFactor: 1,
        defaultBrowserType: 'chromium',
      },
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
    // One app server per worker, each started empty in its own data directory, seeding its demo
    // data as for a new user.
    ...Array.from({ length: E2E_WORKERS }, (_, index) => appServerConfig(index)),
  ],
});

type WebServer = Extract<PlaywrightTestConfig['webServer'], unknown[]>[number];

function appServerConfig(index: number): WebServer {
  const { port, dataDir, databaseUrl } = appServer(index);
  return {
    name: `app ${index + 1}`,
    command: databaseUrl
      ? `node --import tsx scripts/fresh-database.ts '${databaseUrl}' && npm run serve --prefix ..`
      : 'npm run serve --prefix ..',
    url: `http://127.0.0.1:${port}/api/ready`,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
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
  };
}
