/**
 * The whole service as several machines would run it (issue 33), on this machine: a PostgreSQL
 * primary and its streaming standby, a Redis, an S3-compatible store, two API processes and nginx
 * in front of them. Every piece runs on 127.0.0.1 on ports of its own and is stopped by its
 * process id (never by name: the machine's own PostgreSQL and Redis stay untouched).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalS3, type LocalS3Server } from '@rishta/db/local-s3';
import { ApiServer, freePort, sleep } from '../api-server';
import { Nginx } from './nginx';
import { startPrimary, startStandby, type PostgresServer } from './postgres-pair';
import { OwnRedis } from './redis';

export interface ClusterOptions {
  /** Demo profiles the first node seeds (default 60). */
  profiles?: number;
  /** Commits wait for the standby (synchronous replication), for the promotion run. */
  synchronous?: boolean;
  log?: (line: string) => void;
}

export interface Cluster {
  /** The load balancer's address: what users reach. */
  url: string;
  nodes: ApiServer[];
  primary: PostgresServer;
  standby: PostgresServer;
  redis: OwnRedis;
  s3: LocalS3Server;
  nginx: Nginx;
  stop(): Promise<void>;
}

const DATABASE = 'rishta';

export async function startCluster(opts: ClusterOptions = {}): Promise<Cluster> {
  const log = opts.log ?? (() => undefined);
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const step of stops.reverse())
      await step().catch((error: unknown) => log(`stopping: ${String(error)}`));
  };
  try {
    log('PostgreSQL primary…');
    const primary = await startPrimary(await freePort(), { synchronous: opts.synchronous });
    stops.push(() => primary.remove());
    await createDatabase(primary);
    log('PostgreSQL standby (pg_basebackup -R)…');
    const standby = await startStandby(primary, await freePort());
    stops.push(() => standby.remove());

    log('Redis and the S3 server…');
    const redis = new OwnRedis(await freePort());
    await redis.start();
    stops.push(() => redis.stop());
    const s3 = await startLocalS3({ port: await freePort() });
    stops.push(() => s3.stop());

    const dataDirs = await Promise.all([0, 1].map(() => mkdtemp(join(tmpdir(), 'rishta-node-'))));
    stops.push(async () => {
      for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
    });
    const ports = [await freePort(), await freePort()];
    const shared = {
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: primary.url(DATABASE),
      DATABASE_READ_URL: standby.url(DATABASE),
      REDIS_URL: redis.url,
      REDIS_PREFIX: `rishta-cluster-${randomBytes(4).toString('hex')}`,
      CHAT_BUS: 'redis',
      // Both nodes sign and check the same media links.
      MEDIA_SECRET: randomBytes(32).toString('base64url'),
      ...s3.env,
      // nginx is the one proxy in front (decision 045).
      TRUST_PROXY: '1',
      DEMO_PROFILES: String(opts.profiles ?? 60),
      ADMIN_USERNAME: 'clusteradmin',
      ADMIN_PASSWORD: 'Cluster-Admin-Pass-2026',
    };
    const nodes = ports.map((port, i) => new ApiServer(port, { ...shared, DATA_DIR: dataDirs[i]! }));
    stops.push(async () => {
      for (const node of nodes) await node.stop();
    });
    // The first node migrates and seeds; the second starts on the migrated database.
    log('API node 1 (migrates and seeds)…');
    await nodes[0]!.start();
    log('API node 2…');
    await nodes[1]!.start();

    log('nginx…');
    const nginx = new Nginx(await freePort(), ports);
    await nginx.start();
    stops.push(() => nginx.stop());
    const checks = checkReadiness(nginx, ports, log);
    stops.push(async () => checks.stop());

    return { url: nginx.url, nodes, primary, standby, redis, s3, nginx, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function createDatabase(primary: PostgresServer): Promise<void> {
  const { default: pg } = await import('pg');
  for (let i = 0; ; i += 1) {
    const client = new pg.Client({ connectionString: primary.url() });
    try {
      await client.connect();
      await client.query(`create database ${DATABASE}`);
      return;
    } catch (error) {
      if (i >= 20) throw error;
      await sleep(250);
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}

/** Failed /api/ready answers in a row that take a node out of nginx; one success brings it back. */
const FAILS_TO_DOWN = 2;

/**
 * nginx's health check: open-source nginx only notices a dead node when a request fails, so this
 * asks each node's /api/ready every second (1 s limit) and marks it down or up in nginx.
 */
function checkReadiness(nginx: Nginx, ports: number[], log: (line: string) => void): { stop(): void } {
  const fails = new Map(ports.map((port) => [port, 0]));
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    void Promise.all(
      ports.map(async (port) => {
        const ok = await fetch(`http://127.0.0.1:${port}/api/ready`, {
          signal: AbortSignal.timeout(1_000),
        }).then(
          (res) => res.ok,
          () => false,
        );
        const count = ok ? 0 : fails.get(port)! + 1;
        fails.set(port, count);
        if (count === FAILS_TO_DOWN) log(`node :${port} is not ready: out of nginx`);
        if (ok) await nginx.mark(port, false);
        else if (count >= FAILS_TO_DOWN) await nginx.mark(port, true);
      }),
    ).finally(() => {
      busy = false;
    });
  }, 1_000);
  return { stop: () => clearInterval(timer) };
}
