import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const REPO = fileURLToPath(new URL('../../../../', import.meta.url));

/** The PostgreSQL server of the tests that need real processes (here and in CI at 127.0.0.1:5432). */
export const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The URL of database `name` on that server. */
export const databaseUrlOf = (name: string) =>
  Object.assign(new URL(SERVER_URL), { pathname: `/${name}` }).toString();

/** Runs one statement on the server's own database (create or drop a test's database). */
export async function onServer(sql: string) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
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

export interface ApiProcess {
  base: string;
  child: ChildProcess;
  output: string[];
}

/**
 * `node --import tsx apps/api/src/server.ts` as a process of its own on `databaseUrl` (development mode, no
 * demo seed), answering on a free port once /api/health says so.
 */
export async function startApi(
  databaseUrl: string,
  dataDir: string,
  env: Record<string, string>,
): Promise<ApiProcess> {
  const port = await freePort();
  const output: string[] = [];
  // Node itself with tsx's loader, not the tsx command: that one runs the server as a child of its
  // own, so a SIGKILL would end the wrapper and leave the server running.
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: REPO,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      // No load shedding: these processes load their code through tsx as they first use it, and on
      // a two-core machine busy with the rest of the suite a just-started one was once over the
      // 1 s event-loop mark and answered a chat socket 503 serviceBusy. Shedding has tests of its
      // own; a caller can still set it.
      MAX_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API exited early:\n${output.join('')}`);
    const ok = await fetch(`${base}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return { base, child, output };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`The API did not start:\n${output.join('')}`);
}

/** Ends the process: SIGTERM lets it finish (the default), SIGKILL is a crash. */
export async function stopApi(api: ApiProcess | undefined, signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM') {
  if (!api || api.child.exitCode !== null || api.child.signalCode !== null) return;
  const exited = new Promise((resolve) => api.child.once('exit', resolve));
  api.child.kill(signal);
  await exited;
}
