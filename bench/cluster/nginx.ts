import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sleep } from '../api-server';

const run = promisify(execFile);
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/**
 * nginx in front of the API nodes (issue 33): round robin over them, WebSocket upgrade for live
 * chat, and a node that refuses connections, times out or answers 502/503 is skipped for the
 * request's retry (`proxy_next_upstream`) and left out for `fail_timeout`. Open-source nginx has no
 * active health checks, so `mark` (driven by the cluster's /api/ready poller) rewrites the
 * upstream and reloads.
 */
export class Nginx {
  private child: ChildProcess | null = null;
  private dir = '';
  private down = new Set<number>();

  constructor(
    readonly port: number,
    private readonly upstreams: number[],
  ) {}

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  private config(): string {
    const servers = this.upstreams
      .map(
        (port) =>
          `    server 127.0.0.1:${port} max_fails=1 fail_timeout=3s${this.down.has(port) ? ' down' : ''};`,
      )
      .join('\n');
    return `worker_processes 1;
daemon off;
pid ${this.dir}/nginx.pid;
error_log ${this.dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${this.dir}/body;
  proxy_temp_path ${this.dir}/proxy;
  fastcgi_temp_path ${this.dir}/fastcgi;
  uwsgi_temp_path ${this.dir}/uwsgi;
  scgi_temp_path ${this.dir}/scgi;
  client_max_body_size 12m;
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  upstream api {
${servers}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${this.port};
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 2s;
      proxy_read_timeout 3600s;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
    }
  }
}
`;
  }

  async start(): Promise<void> {
    this.dir = await mkdtemp(join(tmpdir(), 'rishta-nginx-'));
    for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) await mkdir(join(this.dir, sub));
    // As root, nginx's workers run as nobody and write their buffers here.
    await chmod(this.dir, 0o777);
    await writeFile(join(this.dir, 'nginx.conf'), this.config());
    const child = spawn(NGINX, ['-p', this.dir, '-c', join(this.dir, 'nginx.conf')], { stdio: 'ignore' });
    this.child = child;
    for (let i = 0; i < 100; i += 1) {
      if (child.exitCode !== null)
        throw new Error(`nginx exited with ${child.exitCode}; see ${this.dir}/error.log`);
      const up = await fetch(`${this.url}/api/health`).then(
        () => true,
        () => false,
      );
      if (up) return;
      await sleep(50);
    }
    throw new Error('nginx did not start');
  }

  /** Leaves a node out (or takes it back) and reloads nginx's configuration without dropping requests. */
  async mark(port: number, down: boolean): Promise<void> {
    if (down === this.down.has(port)) return;
    // nginx refuses an upstream with every server down; the last one stays in.
    if (down && this.down.size === this.upstreams.length - 1) return;
    if (down) this.down.add(port);
    else this.down.delete(port);
    await writeFile(join(this.dir, 'nginx.conf'), this.config());
    await run(NGINX, ['-p', this.dir, '-c', join(this.dir, 'nginx.conf'), '-s', 'reload']);
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await exited;
    }
    if (this.dir) await rm(this.dir, { recursive: true, force: true });
  }
}
