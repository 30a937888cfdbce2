import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createDb, createMediaStore, describeMediaStore, migrate } from '@rishta/db';
import { pino } from 'pino';
import { loadConfig, type Config } from './config';
import { buildApp } from './app';
import { prepareData } from './start-up-data';
import { createChatBus } from './services/chat-bus/select-bus';

/**
 * Signed media URLs must survive restarts. Production sets MEDIA_SECRET; elsewhere a secret is made
 * once and kept beside the data, so `npm start` needs no configuration.
 */
function mediaSecret(config: Config): string {
  if (config.MEDIA_SECRET) return config.MEDIA_SECRET;
  mkdirSync(config.DATA_DIR, { recursive: true });
  const file = resolve(config.DATA_DIR, 'media-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

/** The longest the start waits for the listing index before it listens anyway. */
const LISTEN_WAIT_MS = 60_000;

async function main() {
  const config = loadConfig();
  const db = createDb({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.PGLITE_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  const media = createMediaStore(config.mediaStore);
  await migrate(db);
  await prepareData(db, media, config);

  // Live chat's fan-out is chosen before the app exists, so the bus logs through a logger of its own.
  const chatBus = await createChatBus(config, db, pino({ level: config.LOG_LEVEL }));
  const app = await buildApp({ config, db, media, mediaSecret: mediaSecret(config), chatBus });
  app.log.info({ chatBus: chatBus.kind }, `live chat fans out through ${chatBus.kind}`);
  app.log.info(
    { media: config.mediaStore.kind },
    `media are kept in ${describeMediaStore(config.mediaStore)}`,
  );

  // Finish requests in flight, then close the database, so PGlite's files are never left half-written.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // Lists answered with SQL while the listing index loads are several times slower (decision 041),
  // so the process starts listening once it has loaded (~9 s at a million profiles), or after
  // LISTEN_WAIT_MS at most: then it goes on loading in the background and /api/ready says so.
  await app.ready();
  for (const started = Date.now(); app.listingIndex?.loading() && Date.now() - started < LISTEN_WAIT_MS;) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  // A deep accept queue: after a restart every chat socket reconnects within a few seconds (issue 14).
  await app.listen({ host: config.HOST, port: config.PORT, backlog: 4096 });
  const unsent = (['sms', 'email'] as const).filter((channel) => config.notifier[channel] === 'outbox');
  if (config.isProduction && unsent.length > 0) {
    app.log.warn(
      `NOTIFIER sends ${unsent.join(' and ')} to the outbox table, where nobody receives them: ` +
        'people cannot sign up or reset a password that way. See "Going live" in the README.',
    );
  }
  if (!config.isProduction) {
    app.log.warn(
      'Development tools are on: /api/dev/outbox (OTP messages) and /api/dev/clock answer only ' +
        'requests made on this machine, never through a proxy. NODE_ENV=production removes them.',
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
