/**
 * What the load benchmarks share: a database of their own on the PostgreSQL server, the real API
 * server started as a separate process in production mode, and figures from /proc.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const REPO = fileURLToPath(new URL('../', import.meta.url));
export const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function arg(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
}

export function numberArg(name: string, fallback: number): number {
  const value = Number(arg(name) ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

/** Runs one statement on the server's maintenance database (create/drop database). */
export async function onServer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the same server. */
export function databaseUrl(name: string): string {
  return Object.assign(new URL(SERVER_URL), { pathname: `/${name}` }).toString();
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * The API as production runs it (tsx as the loader, so no build step is needed). `repo` starts
 * another checkout's API instead (an older commit's, to compare); `unset` leaves variables of this
 * shell out of its environment (DATABASE_URL, for the embedded default).
 */
export class ApiServer {
  child: ChildProcess | null = null;
  constructor(
    private readonly port: number,
    private readonly env: Record<string, string>,
    private readonly options: { repo?: string; unset?: readonly string[] } = {},
  ) {}

  get base() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start() {
    const output: string[] = [];
    // BENCH_CPU_PROFILE=DIR writes the server's CPU profile there when it stops (open it in Chrome's
    // DevTools): where the API's time goes under the benchmark's load.
    const profile = process.env.BENCH_CPU_PROFILE;
    const flags = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
    const env: NodeJS.ProcessEnv = { ...process.env, ...this.env, PORT: String(this.port) };
    for (const name of this.options.unset ?? []) delete env[name];
    const child = spawn(process.execPath, [...flags, '--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: this.options.repo ?? REPO,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    // BENCH_SERVER_LOG=FILE keeps the server's log there (its warnings: requests shed, timeouts).
    const logFile = process.env.BENCH_SERVER_LOG;
    if (logFile) {
      const log = createWriteStream(logFile, { flags: 'a' });
      child.stdout?.pipe(log);
      child.stderr?.pipe(log);
    }
    const deadline = Date.now() + 300_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`The server exited:\n${output.join('')}`);
      // Ready, not only alive: a process answers lists only once its listing index is loaded.
      const ok = await fetch(`${this.base}/api/ready`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) return;
      await sleep(200);
    }
    throw new Error(`The server did not start:\n${output.join('')}`);
  }

  async stop(signal: NodeJS.Signals = 'SIGTERM') {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  }
}

/** Resident memory and CPU time of a process, from /proc. */
export function processStats(pid: number | undefined): { rssMb: number; cpuSeconds: number } | null {
  if (!pid) return null;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const ticks = Number(stat[11]) + Number(stat[12]);
    return { rssMb: rssKb / 1024, cpuSeconds: ticks / 100 };
  } catch {
    return null;
  }
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Waits until the app `server` started answers /api/ready at `base`; fails when it exits or after `ms`. */
export async function waitForReady(base: string, server: ChildProcess, ms = 180_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the app exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/ready`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(500);
  }
  throw new Error(`the app did not become ready in ${ms / 1000} s`);
}
