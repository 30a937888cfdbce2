import { spawn, type ChildProcess } from 'node:child_process';
import { sleep } from '../api-server';

/** The machine's redis-server on a port of its own, keeping nothing on disk (issue 33's cluster). */
export class OwnRedis {
  private child: ChildProcess | null = null;
  constructor(readonly port: number) {}

  get url() {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    this.child = child;
    for (let i = 0; i < 100; i += 1) {
      if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
      const up = await fetch(`http://127.0.0.1:${this.port}`).then(
        () => true,
        (error: { cause?: { code?: string } }) => error.cause?.code !== 'ECONNREFUSED',
      );
      if (up) return;
      await sleep(50);
    }
    throw new Error('redis-server did not start');
  }

  /** Stops it by its process id (never by name: the machine's own Redis must stay up). */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}
