/**
 * A PostgreSQL primary and its streaming standby (issue 33), made with this machine's PostgreSQL
 * 15 binaries in temporary directories on their own ports: initdb, then `pg_basebackup -R` for the
 * standby. PostgreSQL refuses to run as root, so as root each command runs as the `postgres` user.
 */
import { execFile } from 'node:child_process';
import { chmod, chown, mkdtemp, rm, writeFile, appendFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL binary, as the postgres user when we are root. */
async function pgCommand(binary: string, args: string[]): Promise<string> {
  const [file, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', join(BIN, binary), ...args]]
    : [join(BIN, binary), args];
  const { stdout } = await run(file, argv, { maxBuffer: 10 * 1024 * 1024 });
  return stdout;
}

async function ownedDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  await chmod(dir, 0o700);
  return dir;
}

export interface PostgresServer {
  port: number;
  dataDir: string;
  url(database?: string): string;
  /** `pg_ctl stop -m fast` (or `immediate`, a crash). */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  /** The standby becomes a primary (`pg_ctl promote`). */
  promote(): Promise<void>;
  running(): Promise<boolean>;
  remove(): Promise<void>;
}

function server(port: number, dataDir: string, root: string): PostgresServer {
  const log = join(root, 'server.log');
  return {
    port,
    dataDir,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async start() {
      await pgCommand('pg_ctl', ['-D', dataDir, '-l', log, '-w', '-t', '60', 'start']);
    },
    async stop(mode = 'fast') {
      await pgCommand('pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '60', 'stop']).catch(() => undefined);
    },
    async promote() {
      await pgCommand('pg_ctl', ['-D', dataDir, '-w', 'promote']);
    },
    async running() {
      return pgCommand('pg_ctl', ['-D', dataDir, 'status']).then(
        () => true,
        () => false,
      );
    },
    async remove() {
      await this.stop('immediate');
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** Settings both servers share; the standby's copy comes with the base backup. */
function settings(port: number, socketDir: string, synchronous: boolean): string {
  return [
    `port = ${port}`,
    "listen_addresses = '127.0.0.1'",
    `unix_socket_directories = '${socketDir}'`,
    'wal_level = replica',
    'max_wal_senders = 5',
    'hot_standby = on',
    'max_connections = 200',
    'fsync = on',
    // With synchronous replication a commit waits until the standby has it (decision 067's
    // promotion test): nothing acknowledged is lost when the primary is gone for good.
    ...(synchronous ? ["synchronous_standby_names = 'rishta_standby'", 'synchronous_commit = on'] : []),
    '',
  ].join('\n');
}

export async function startPrimary(
  port: number,
  opts: { synchronous?: boolean } = {},
): Promise<PostgresServer> {
  const root = await ownedDir('rishta-pg-primary-');
  const dataDir = join(root, 'data');
  await pgCommand('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  await appendFile(join(dataDir, 'postgresql.conf'), settings(port, root, opts.synchronous ?? false));
  const primary = server(port, dataDir, root);
  await primary.start();
  return primary;
}

export async function startStandby(primary: PostgresServer, port: number): Promise<PostgresServer> {
  const root = await ownedDir('rishta-pg-standby-');
  const dataDir = join(root, 'data');
  await pgCommand('pg_basebackup', [
    '-h',
    '127.0.0.1',
    '-p',
    String(primary.port),
    '-U',
    'postgres',
    '-D',
    dataDir,
    '-R',
    '-X',
    'stream',
    '--no-sync',
  ]);
  // Its own port and socket directory, and a name the primary's synchronous_standby_names knows.
  await appendFile(
    join(dataDir, 'postgresql.auto.conf'),
    `port = ${port}\nunix_socket_directories = '${root}'\n` +
      `primary_conninfo = 'host=127.0.0.1 port=${primary.port} user=postgres application_name=rishta_standby'\n`,
  );
  await writeFile(join(dataDir, 'standby.signal'), '');
  if (asRoot) await run('chown', ['-R', 'postgres:postgres', root]);
  const standby = server(port, dataDir, root);
  await standby.start();
  return standby;
}
